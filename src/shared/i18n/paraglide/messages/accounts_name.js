import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_NameInputs */

const en_accounts_name = /** @type {(inputs: Accounts_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valued Customer`)
};

const fil_accounts_name = /** @type {(inputs: Accounts_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mahal na Customer`)
};

/**
* | output |
* | --- |
* | "Valued Customer" |
*
* @param {Accounts_NameInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_name = /** @type {((inputs?: Accounts_NameInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_NameInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_name(inputs)
	return en_accounts_name(inputs)
});
export { accounts_name as "accounts.name" }