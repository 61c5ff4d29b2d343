import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Signingin1Inputs */

const en_accounts_signingin1 = /** @type {(inputs: Accounts_Signingin1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in…`)
};

/**
* | output |
* | --- |
* | "Signing in…" |
*
* @param {Accounts_Signingin1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_signingin1 = /** @type {((inputs?: Accounts_Signingin1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Signingin1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_signingin1(inputs)
});
export { accounts_signingin1 as "accounts.signingIn" }