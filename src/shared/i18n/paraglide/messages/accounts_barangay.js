import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_BarangayInputs */

const en_accounts_barangay = /** @type {(inputs: Accounts_BarangayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Barangay`)
};

const fil_accounts_barangay = /** @type {(inputs: Accounts_BarangayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Barangay`)
};

/**
* | output |
* | --- |
* | "Barangay" |
*
* @param {Accounts_BarangayInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_barangay = /** @type {((inputs?: Accounts_BarangayInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_BarangayInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_barangay(inputs)
	return en_accounts_barangay(inputs)
});
export { accounts_barangay as "accounts.barangay" }