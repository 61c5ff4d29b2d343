import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Titlemissinginformation2Inputs */

const en_core_titlemissinginformation2 = /** @type {(inputs: Core_Titlemissinginformation2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missing Information`)
};

/**
* | output |
* | --- |
* | "Missing Information" |
*
* @param {Core_Titlemissinginformation2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const core_titlemissinginformation2 = /** @type {((inputs?: Core_Titlemissinginformation2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Titlemissinginformation2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_core_titlemissinginformation2(inputs)
});
export { core_titlemissinginformation2 as "core.titleMissingInformation" }