import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Citynotservedtitle3Inputs */

const en_accounts_citynotservedtitle3 = /** @type {(inputs: Accounts_Citynotservedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location Not Available`)
};

const fil_accounts_citynotservedtitle3 = /** @type {(inputs: Accounts_Citynotservedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi pa available sa lokasyong ito`)
};

/**
* | output |
* | --- |
* | "Location Not Available" |
*
* @param {Accounts_Citynotservedtitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_citynotservedtitle3 = /** @type {((inputs?: Accounts_Citynotservedtitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Citynotservedtitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_citynotservedtitle3(inputs)
	return en_accounts_citynotservedtitle3(inputs)
});
export { accounts_citynotservedtitle3 as "accounts.cityNotServedTitle" }