import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Citynotserved2Inputs */

const en_accounts_citynotserved2 = /** @type {(inputs: Accounts_Citynotserved2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unfortunately, we currently don't service this location. We'll be expanding soon!`)
};

const fil_accounts_citynotserved2 = /** @type {(inputs: Accounts_Citynotserved2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pasensya na, hindi pa namin sineserbisyuhan ang lokasyong ito. Lalawak kami sa lalong madaling panahon!`)
};

/**
* | output |
* | --- |
* | "Unfortunately, we currently don't service this location. We'll be expanding soon!" |
*
* @param {Accounts_Citynotserved2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_citynotserved2 = /** @type {((inputs?: Accounts_Citynotserved2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Citynotserved2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_citynotserved2(inputs)
	return en_accounts_citynotserved2(inputs)
});
export { accounts_citynotserved2 as "accounts.cityNotServed" }