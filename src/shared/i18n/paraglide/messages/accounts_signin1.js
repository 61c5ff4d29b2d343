import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Signin1Inputs */

const en_accounts_signin1 = /** @type {(inputs: Accounts_Signin1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Accounts_Signin1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_signin1 = /** @type {((inputs?: Accounts_Signin1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Signin1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_signin1(inputs)
});
export { accounts_signin1 as "accounts.signIn" }