import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Badurl1Inputs */

const en_core_badurl1 = /** @type {(inputs: Core_Badurl1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The address of this request is not valid.`)
};

/**
* | output |
* | --- |
* | "The address of this request is not valid." |
*
* @param {Core_Badurl1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const core_badurl1 = /** @type {((inputs?: Core_Badurl1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Badurl1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_core_badurl1(inputs)
});
export { core_badurl1 as "core.badUrl" }