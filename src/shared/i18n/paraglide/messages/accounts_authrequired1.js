import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Authrequired1Inputs */

const en_accounts_authrequired1 = /** @type {(inputs: Accounts_Authrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to access this page`)
};

const fil_accounts_authrequired1 = /** @type {(inputs: Accounts_Authrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mag-sign in para mabuksan ang page na ito`)
};

/**
* | output |
* | --- |
* | "Please sign in to access this page" |
*
* @param {Accounts_Authrequired1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_authrequired1 = /** @type {((inputs?: Accounts_Authrequired1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Authrequired1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_authrequired1(inputs)
	return en_accounts_authrequired1(inputs)
});
export { accounts_authrequired1 as "accounts.authRequired" }