import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Authrequiredtitle2Inputs */

const en_accounts_authrequiredtitle2 = /** @type {(inputs: Accounts_Authrequiredtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentication Required`)
};

const fil_accounts_authrequiredtitle2 = /** @type {(inputs: Accounts_Authrequiredtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kailangang naka-sign in`)
};

/**
* | output |
* | --- |
* | "Authentication Required" |
*
* @param {Accounts_Authrequiredtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_authrequiredtitle2 = /** @type {((inputs?: Accounts_Authrequiredtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Authrequiredtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_authrequiredtitle2(inputs)
	return en_accounts_authrequiredtitle2(inputs)
});
export { accounts_authrequiredtitle2 as "accounts.authRequiredTitle" }