import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Signupintro2Inputs */

const en_accounts_signupintro2 = /** @type {(inputs: Accounts_Signupintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save your tracking numbers and follow every request from one place.`)
};

/**
* | output |
* | --- |
* | "Save your tracking numbers and follow every request from one place." |
*
* @param {Accounts_Signupintro2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_signupintro2 = /** @type {((inputs?: Accounts_Signupintro2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Signupintro2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_signupintro2(inputs)
});
export { accounts_signupintro2 as "accounts.signUpIntro" }