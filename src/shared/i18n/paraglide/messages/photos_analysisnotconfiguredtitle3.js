import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Analysisnotconfiguredtitle3Inputs */

const en_photos_analysisnotconfiguredtitle3 = /** @type {(inputs: Photos_Analysisnotconfiguredtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API Configuration Error`)
};

/**
* | output |
* | --- |
* | "API Configuration Error" |
*
* @param {Photos_Analysisnotconfiguredtitle3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_analysisnotconfiguredtitle3 = /** @type {((inputs?: Photos_Analysisnotconfiguredtitle3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Analysisnotconfiguredtitle3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_analysisnotconfiguredtitle3(inputs)
});
export { photos_analysisnotconfiguredtitle3 as "photos.analysisNotConfiguredTitle" }