import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Toomanyrequestsfull3Inputs */

const en_core_toomanyrequestsfull3 = /** @type {(inputs: Core_Toomanyrequestsfull3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many requests. Please wait a moment and try again.`)
};

/**
* | output |
* | --- |
* | "Too many requests. Please wait a moment and try again." |
*
* @param {Core_Toomanyrequestsfull3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const core_toomanyrequestsfull3 = /** @type {((inputs?: Core_Toomanyrequestsfull3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Toomanyrequestsfull3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_core_toomanyrequestsfull3(inputs)
});
export { core_toomanyrequestsfull3 as "core.tooManyRequestsFull" }