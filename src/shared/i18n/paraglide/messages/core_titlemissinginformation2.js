import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Titlemissinginformation2Inputs */

const en_core_titlemissinginformation2 = /** @type {(inputs: Core_Titlemissinginformation2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missing Information`)
};

const fil_core_titlemissinginformation2 = /** @type {(inputs: Core_Titlemissinginformation2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kulang ang impormasyon`)
};

/**
* | output |
* | --- |
* | "Missing Information" |
*
* @param {Core_Titlemissinginformation2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_titlemissinginformation2 = /** @type {((inputs?: Core_Titlemissinginformation2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Titlemissinginformation2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_titlemissinginformation2(inputs)
	return en_core_titlemissinginformation2(inputs)
});
export { core_titlemissinginformation2 as "core.titleMissingInformation" }