import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_CityInputs */

const en_accounts_city = /** @type {(inputs: Accounts_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City`)
};

const fil_accounts_city = /** @type {(inputs: Accounts_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lungsod`)
};

/**
* | output |
* | --- |
* | "City" |
*
* @param {Accounts_CityInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_city = /** @type {((inputs?: Accounts_CityInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_CityInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_city(inputs)
	return en_accounts_city(inputs)
});
export { accounts_city as "accounts.city" }