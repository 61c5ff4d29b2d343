import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Nothinghere1Inputs */

const en_core_nothinghere1 = /** @type {(inputs: Core_Nothinghere1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is nothing at this address.`)
};

const fil_core_nothinghere1 = /** @type {(inputs: Core_Nothinghere1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walang laman ang address na ito.`)
};

/**
* | output |
* | --- |
* | "There is nothing at this address." |
*
* @param {Core_Nothinghere1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_nothinghere1 = /** @type {((inputs?: Core_Nothinghere1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Nothinghere1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_nothinghere1(inputs)
	return en_core_nothinghere1(inputs)
});
export { core_nothinghere1 as "core.nothingHere" }