import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Invalidvalue1Inputs */

const en_core_invalidvalue1 = /** @type {(inputs: Core_Invalidvalue1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid value`)
};

/**
* | output |
* | --- |
* | "Invalid value" |
*
* @param {Core_Invalidvalue1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const core_invalidvalue1 = /** @type {((inputs?: Core_Invalidvalue1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Invalidvalue1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_core_invalidvalue1(inputs)
});
export { core_invalidvalue1 as "core.invalidValue" }