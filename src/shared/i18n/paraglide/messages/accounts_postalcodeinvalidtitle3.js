import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Postalcodeinvalidtitle3Inputs */

const en_accounts_postalcodeinvalidtitle3 = /** @type {(inputs: Accounts_Postalcodeinvalidtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid Postal Code`)
};

/**
* | output |
* | --- |
* | "Invalid Postal Code" |
*
* @param {Accounts_Postalcodeinvalidtitle3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_postalcodeinvalidtitle3 = /** @type {((inputs?: Accounts_Postalcodeinvalidtitle3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Postalcodeinvalidtitle3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_postalcodeinvalidtitle3(inputs)
});
export { accounts_postalcodeinvalidtitle3 as "accounts.postalCodeInvalidTitle" }