import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Analysisnotconfigured2Inputs */

const en_photos_analysisnotconfigured2 = /** @type {(inputs: Photos_Analysisnotconfigured2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The image analysis key is not configured`)
};

const fil_photos_analysisnotconfigured2 = /** @type {(inputs: Photos_Analysisnotconfigured2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi naka-configure ang key para sa pagsusuri ng litrato`)
};

/**
* | output |
* | --- |
* | "The image analysis key is not configured" |
*
* @param {Photos_Analysisnotconfigured2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_analysisnotconfigured2 = /** @type {((inputs?: Photos_Analysisnotconfigured2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Analysisnotconfigured2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_analysisnotconfigured2(inputs)
	return en_photos_analysisnotconfigured2(inputs)
});
export { photos_analysisnotconfigured2 as "photos.analysisNotConfigured" }