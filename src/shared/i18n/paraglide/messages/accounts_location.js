import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_LocationInputs */

const en_accounts_location = /** @type {(inputs: Accounts_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location`)
};

const fil_accounts_location = /** @type {(inputs: Accounts_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lokasyon`)
};

/**
* | output |
* | --- |
* | "Location" |
*
* @param {Accounts_LocationInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_location = /** @type {((inputs?: Accounts_LocationInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_LocationInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_location(inputs)
	return en_accounts_location(inputs)
});
export { accounts_location as "accounts.location" }