import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Loginsuccess1Inputs */

const en_accounts_loginsuccess1 = /** @type {(inputs: Accounts_Loginsuccess1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (``)
};

const fil_accounts_loginsuccess1 = /** @type {(inputs: Accounts_Loginsuccess1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (``)
};

/**
* | output |
* | --- |
* | "" |
*
* @param {Accounts_Loginsuccess1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_loginsuccess1 = /** @type {((inputs?: Accounts_Loginsuccess1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Loginsuccess1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_loginsuccess1(inputs)
	return en_accounts_loginsuccess1(inputs)
});
export { accounts_loginsuccess1 as "accounts.loginSuccess" }