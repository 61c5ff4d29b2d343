import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Bodytoolarge2Inputs */

const en_core_bodytoolarge2 = /** @type {(inputs: Core_Bodytoolarge2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request body is too large.`)
};

/**
* | output |
* | --- |
* | "The request body is too large." |
*
* @param {Core_Bodytoolarge2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const core_bodytoolarge2 = /** @type {((inputs?: Core_Bodytoolarge2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Bodytoolarge2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_core_bodytoolarge2(inputs)
});
export { core_bodytoolarge2 as "core.bodyTooLarge" }