import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_AddInputs */

const en_accounts_add = /** @type {(inputs: Accounts_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add`)
};

const fil_accounts_add = /** @type {(inputs: Accounts_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idagdag`)
};

/**
* | output |
* | --- |
* | "Add" |
*
* @param {Accounts_AddInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_add = /** @type {((inputs?: Accounts_AddInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_AddInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_add(inputs)
	return en_accounts_add(inputs)
});
export { accounts_add as "accounts.add" }