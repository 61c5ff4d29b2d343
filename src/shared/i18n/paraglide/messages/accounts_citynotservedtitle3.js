import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Citynotservedtitle3Inputs */

const en_accounts_citynotservedtitle3 = /** @type {(inputs: Accounts_Citynotservedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location Not Available`)
};

/**
* | output |
* | --- |
* | "Location Not Available" |
*
* @param {Accounts_Citynotservedtitle3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_citynotservedtitle3 = /** @type {((inputs?: Accounts_Citynotservedtitle3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Citynotservedtitle3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_citynotservedtitle3(inputs)
});
export { accounts_citynotservedtitle3 as "accounts.cityNotServedTitle" }