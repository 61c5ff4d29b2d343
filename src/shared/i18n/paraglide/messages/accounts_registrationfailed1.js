import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Registrationfailed1Inputs */

const en_accounts_registrationfailed1 = /** @type {(inputs: Accounts_Registrationfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There was an error processing your request. Please try again.`)
};

const fil_accounts_registrationfailed1 = /** @type {(inputs: Accounts_Registrationfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nagkaproblema sa pagproseso ng request mo. Pakisubukan ulit.`)
};

/**
* | output |
* | --- |
* | "There was an error processing your request. Please try again." |
*
* @param {Accounts_Registrationfailed1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_registrationfailed1 = /** @type {((inputs?: Accounts_Registrationfailed1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Registrationfailed1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_registrationfailed1(inputs)
	return en_accounts_registrationfailed1(inputs)
});
export { accounts_registrationfailed1 as "accounts.registrationFailed" }