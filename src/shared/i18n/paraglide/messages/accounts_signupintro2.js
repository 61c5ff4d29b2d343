import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Signupintro2Inputs */

const en_accounts_signupintro2 = /** @type {(inputs: Accounts_Signupintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save your tracking numbers and follow every request from one place.`)
};

const fil_accounts_signupintro2 = /** @type {(inputs: Accounts_Signupintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itabi ang mga tracking number mo at subaybayan ang bawat request sa iisang lugar.`)
};

/**
* | output |
* | --- |
* | "Save your tracking numbers and follow every request from one place." |
*
* @param {Accounts_Signupintro2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_signupintro2 = /** @type {((inputs?: Accounts_Signupintro2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Signupintro2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_signupintro2(inputs)
	return en_accounts_signupintro2(inputs)
});
export { accounts_signupintro2 as "accounts.signUpIntro" }