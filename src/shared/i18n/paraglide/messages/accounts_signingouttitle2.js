import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Signingouttitle2Inputs */

const en_accounts_signingouttitle2 = /** @type {(inputs: Accounts_Signingouttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing out`)
};

/**
* | output |
* | --- |
* | "Signing out" |
*
* @param {Accounts_Signingouttitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_signingouttitle2 = /** @type {((inputs?: Accounts_Signingouttitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Signingouttitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_signingouttitle2(inputs)
});
export { accounts_signingouttitle2 as "accounts.signingOutTitle" }