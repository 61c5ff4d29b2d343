import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Analysisfailed1Inputs */

const en_photos_analysisfailed1 = /** @type {(inputs: Photos_Analysisfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An error occurred during image analysis`)
};

const fil_photos_analysisfailed1 = /** @type {(inputs: Photos_Analysisfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nagkaproblema sa pagsusuri ng litrato`)
};

/**
* | output |
* | --- |
* | "An error occurred during image analysis" |
*
* @param {Photos_Analysisfailed1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_analysisfailed1 = /** @type {((inputs?: Photos_Analysisfailed1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Analysisfailed1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_analysisfailed1(inputs)
	return en_photos_analysisfailed1(inputs)
});
export { photos_analysisfailed1 as "photos.analysisFailed" }