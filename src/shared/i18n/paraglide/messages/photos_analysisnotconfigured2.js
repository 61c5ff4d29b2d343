import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Analysisnotconfigured2Inputs */

const en_photos_analysisnotconfigured2 = /** @type {(inputs: Photos_Analysisnotconfigured2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The image analysis key is not configured`)
};

/**
* | output |
* | --- |
* | "The image analysis key is not configured" |
*
* @param {Photos_Analysisnotconfigured2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_analysisnotconfigured2 = /** @type {((inputs?: Photos_Analysisnotconfigured2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Analysisnotconfigured2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_analysisnotconfigured2(inputs)
});
export { photos_analysisnotconfigured2 as "photos.analysisNotConfigured" }