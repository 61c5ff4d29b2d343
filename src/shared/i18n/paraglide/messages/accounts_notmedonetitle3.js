import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Notmedonetitle3Inputs */

const en_accounts_notmedonetitle3 = /** @type {(inputs: Accounts_Notmedonetitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Undone`)
};

const fil_accounts_notmedonetitle3 = /** @type {(inputs: Accounts_Notmedonetitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na-undo na`)
};

/**
* | output |
* | --- |
* | "Undone" |
*
* @param {Accounts_Notmedonetitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_notmedonetitle3 = /** @type {((inputs?: Accounts_Notmedonetitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Notmedonetitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_notmedonetitle3(inputs)
	return en_accounts_notmedonetitle3(inputs)
});
export { accounts_notmedonetitle3 as "accounts.notMeDoneTitle" }