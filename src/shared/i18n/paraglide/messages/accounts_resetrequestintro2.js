import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Resetrequestintro2Inputs */

const en_accounts_resetrequestintro2 = /** @type {(inputs: Accounts_Resetrequestintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the e-mail address of your account and we will send you a reset link.`)
};

const fil_accounts_resetrequestintro2 = /** @type {(inputs: Accounts_Resetrequestintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilagay ang e-mail address ng account mo at padadalhan ka namin ng reset link.`)
};

/**
* | output |
* | --- |
* | "Enter the e-mail address of your account and we will send you a reset link." |
*
* @param {Accounts_Resetrequestintro2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_resetrequestintro2 = /** @type {((inputs?: Accounts_Resetrequestintro2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Resetrequestintro2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_resetrequestintro2(inputs)
	return en_accounts_resetrequestintro2(inputs)
});
export { accounts_resetrequestintro2 as "accounts.resetRequestIntro" }