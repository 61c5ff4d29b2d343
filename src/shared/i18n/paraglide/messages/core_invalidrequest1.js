import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Invalidrequest1Inputs */

const en_core_invalidrequest1 = /** @type {(inputs: Core_Invalidrequest1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid request`)
};

/**
* | output |
* | --- |
* | "Invalid request" |
*
* @param {Core_Invalidrequest1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const core_invalidrequest1 = /** @type {((inputs?: Core_Invalidrequest1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Invalidrequest1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_core_invalidrequest1(inputs)
});
export { core_invalidrequest1 as "core.invalidRequest" }