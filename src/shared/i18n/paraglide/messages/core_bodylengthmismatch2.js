import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Bodylengthmismatch2Inputs */

const en_core_bodylengthmismatch2 = /** @type {(inputs: Core_Bodylengthmismatch2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request body does not match its Content-Length.`)
};

/**
* | output |
* | --- |
* | "The request body does not match its Content-Length." |
*
* @param {Core_Bodylengthmismatch2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const core_bodylengthmismatch2 = /** @type {((inputs?: Core_Bodylengthmismatch2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Bodylengthmismatch2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_core_bodylengthmismatch2(inputs)
});
export { core_bodylengthmismatch2 as "core.bodyLengthMismatch" }