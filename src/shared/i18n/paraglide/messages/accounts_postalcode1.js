import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Postalcode1Inputs */

const en_accounts_postalcode1 = /** @type {(inputs: Accounts_Postalcode1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postal code (optional)`)
};

const fil_accounts_postalcode1 = /** @type {(inputs: Accounts_Postalcode1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postal code (optional)`)
};

/**
* | output |
* | --- |
* | "Postal code (optional)" |
*
* @param {Accounts_Postalcode1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_postalcode1 = /** @type {((inputs?: Accounts_Postalcode1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Postalcode1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_postalcode1(inputs)
	return en_accounts_postalcode1(inputs)
});
export { accounts_postalcode1 as "accounts.postalCode" }