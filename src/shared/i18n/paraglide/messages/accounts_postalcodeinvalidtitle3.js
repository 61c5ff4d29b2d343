import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Postalcodeinvalidtitle3Inputs */

const en_accounts_postalcodeinvalidtitle3 = /** @type {(inputs: Accounts_Postalcodeinvalidtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid Postal Code`)
};

const fil_accounts_postalcodeinvalidtitle3 = /** @type {(inputs: Accounts_Postalcodeinvalidtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi valid ang postal code`)
};

/**
* | output |
* | --- |
* | "Invalid Postal Code" |
*
* @param {Accounts_Postalcodeinvalidtitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_postalcodeinvalidtitle3 = /** @type {((inputs?: Accounts_Postalcodeinvalidtitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Postalcodeinvalidtitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_postalcodeinvalidtitle3(inputs)
	return en_accounts_postalcodeinvalidtitle3(inputs)
});
export { accounts_postalcodeinvalidtitle3 as "accounts.postalCodeInvalidTitle" }