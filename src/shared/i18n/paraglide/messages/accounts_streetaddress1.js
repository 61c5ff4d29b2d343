import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Streetaddress1Inputs */

const en_accounts_streetaddress1 = /** @type {(inputs: Accounts_Streetaddress1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Street address`)
};

const fil_accounts_streetaddress1 = /** @type {(inputs: Accounts_Streetaddress1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Street address`)
};

/**
* | output |
* | --- |
* | "Street address" |
*
* @param {Accounts_Streetaddress1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_streetaddress1 = /** @type {((inputs?: Accounts_Streetaddress1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Streetaddress1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_streetaddress1(inputs)
	return en_accounts_streetaddress1(inputs)
});
export { accounts_streetaddress1 as "accounts.streetAddress" }