import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_InternalInputs */

const en_core_internal = /** @type {(inputs: Core_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong on our side. Please try again.`)
};

/**
* | output |
* | --- |
* | "Something went wrong on our side. Please try again." |
*
* @param {Core_InternalInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const core_internal = /** @type {((inputs?: Core_InternalInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_InternalInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_core_internal(inputs)
});
export { core_internal as "core.internal" }