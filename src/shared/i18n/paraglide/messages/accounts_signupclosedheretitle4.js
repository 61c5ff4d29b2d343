import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Signupclosedheretitle4Inputs */

const en_accounts_signupclosedheretitle4 = /** @type {(inputs: Accounts_Signupclosedheretitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registration Failed`)
};

const fil_accounts_signupclosedheretitle4 = /** @type {(inputs: Accounts_Signupclosedheretitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi nakapag-register`)
};

/**
* | output |
* | --- |
* | "Registration Failed" |
*
* @param {Accounts_Signupclosedheretitle4Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_signupclosedheretitle4 = /** @type {((inputs?: Accounts_Signupclosedheretitle4Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Signupclosedheretitle4Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_signupclosedheretitle4(inputs)
	return en_accounts_signupclosedheretitle4(inputs)
});
export { accounts_signupclosedheretitle4 as "accounts.signUpClosedHereTitle" }