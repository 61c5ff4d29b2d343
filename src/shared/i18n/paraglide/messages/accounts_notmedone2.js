import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Notmedone2Inputs */

const en_accounts_notmedone2 = /** @type {(inputs: Accounts_Notmedone2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request is no longer linked to that account, and our team has been told.`)
};

const fil_accounts_notmedone2 = /** @type {(inputs: Accounts_Notmedone2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi na naka-link ang request sa account na iyon, at nasabihan na ang team namin.`)
};

/**
* | output |
* | --- |
* | "The request is no longer linked to that account, and our team has been told." |
*
* @param {Accounts_Notmedone2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_notmedone2 = /** @type {((inputs?: Accounts_Notmedone2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Notmedone2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_notmedone2(inputs)
	return en_accounts_notmedone2(inputs)
});
export { accounts_notmedone2 as "accounts.notMeDone" }