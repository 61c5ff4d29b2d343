import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Analysisnotconfiguredtitle3Inputs */

const en_photos_analysisnotconfiguredtitle3 = /** @type {(inputs: Photos_Analysisnotconfiguredtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API Configuration Error`)
};

const fil_photos_analysisnotconfiguredtitle3 = /** @type {(inputs: Photos_Analysisnotconfiguredtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error sa API configuration`)
};

/**
* | output |
* | --- |
* | "API Configuration Error" |
*
* @param {Photos_Analysisnotconfiguredtitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_analysisnotconfiguredtitle3 = /** @type {((inputs?: Photos_Analysisnotconfiguredtitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Analysisnotconfiguredtitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_analysisnotconfiguredtitle3(inputs)
	return en_photos_analysisnotconfiguredtitle3(inputs)
});
export { photos_analysisnotconfiguredtitle3 as "photos.analysisNotConfiguredTitle" }