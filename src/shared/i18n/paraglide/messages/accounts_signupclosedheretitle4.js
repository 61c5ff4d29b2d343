import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Signupclosedheretitle4Inputs */

const en_accounts_signupclosedheretitle4 = /** @type {(inputs: Accounts_Signupclosedheretitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registration Failed`)
};

/**
* | output |
* | --- |
* | "Registration Failed" |
*
* @param {Accounts_Signupclosedheretitle4Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_signupclosedheretitle4 = /** @type {((inputs?: Accounts_Signupclosedheretitle4Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Signupclosedheretitle4Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_signupclosedheretitle4(inputs)
});
export { accounts_signupclosedheretitle4 as "accounts.signUpClosedHereTitle" }