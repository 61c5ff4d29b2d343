import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Signupclosedhere3Inputs */

const en_accounts_signupclosedhere3 = /** @type {(inputs: Accounts_Signupclosedhere3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accounts are created on the sign-up page.`)
};

/**
* | output |
* | --- |
* | "Accounts are created on the sign-up page." |
*
* @param {Accounts_Signupclosedhere3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_signupclosedhere3 = /** @type {((inputs?: Accounts_Signupclosedhere3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Signupclosedhere3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_signupclosedhere3(inputs)
});
export { accounts_signupclosedhere3 as "accounts.signUpClosedHere" }