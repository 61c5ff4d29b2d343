import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Signupclosedhere3Inputs */

const en_accounts_signupclosedhere3 = /** @type {(inputs: Accounts_Signupclosedhere3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accounts are created on the sign-up page.`)
};

const fil_accounts_signupclosedhere3 = /** @type {(inputs: Accounts_Signupclosedhere3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sa sign-up page ginagawa ang mga account.`)
};

/**
* | output |
* | --- |
* | "Accounts are created on the sign-up page." |
*
* @param {Accounts_Signupclosedhere3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_signupclosedhere3 = /** @type {((inputs?: Accounts_Signupclosedhere3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Signupclosedhere3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_signupclosedhere3(inputs)
	return en_accounts_signupclosedhere3(inputs)
});
export { accounts_signupclosedhere3 as "accounts.signUpClosedHere" }