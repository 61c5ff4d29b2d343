import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Nothinghere1Inputs */

const en_core_nothinghere1 = /** @type {(inputs: Core_Nothinghere1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is nothing at this address.`)
};

/**
* | output |
* | --- |
* | "There is nothing at this address." |
*
* @param {Core_Nothinghere1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const core_nothinghere1 = /** @type {((inputs?: Core_Nothinghere1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Nothinghere1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_core_nothinghere1(inputs)
});
export { core_nothinghere1 as "core.nothingHere" }