import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Citynotserved2Inputs */

const en_accounts_citynotserved2 = /** @type {(inputs: Accounts_Citynotserved2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unfortunately, we currently don't service this location. We'll be expanding soon!`)
};

/**
* | output |
* | --- |
* | "Unfortunately, we currently don't service this location. We'll be expanding soon!" |
*
* @param {Accounts_Citynotserved2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_citynotserved2 = /** @type {((inputs?: Accounts_Citynotserved2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Citynotserved2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_citynotserved2(inputs)
});
export { accounts_citynotserved2 as "accounts.cityNotServed" }