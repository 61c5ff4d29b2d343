import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Mainnav1Inputs */

const en_core_mainnav1 = /** @type {(inputs: Core_Mainnav1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main`)
};

const fil_core_mainnav1 = /** @type {(inputs: Core_Mainnav1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pangunahin`)
};

/**
* | output |
* | --- |
* | "Main" |
*
* @param {Core_Mainnav1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_mainnav1 = /** @type {((inputs?: Core_Mainnav1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Mainnav1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_mainnav1(inputs)
	return en_core_mainnav1(inputs)
});
export { core_mainnav1 as "core.mainNav" }