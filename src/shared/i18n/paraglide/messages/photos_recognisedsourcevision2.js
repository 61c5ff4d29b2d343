import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Recognisedsourcevision2Inputs */

const en_photos_recognisedsourcevision2 = /** @type {(inputs: Photos_Recognisedsourcevision2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vision API`)
};

const fil_photos_recognisedsourcevision2 = /** @type {(inputs: Photos_Recognisedsourcevision2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vision API`)
};

/**
* | output |
* | --- |
* | "vision API" |
*
* @param {Photos_Recognisedsourcevision2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_recognisedsourcevision2 = /** @type {((inputs?: Photos_Recognisedsourcevision2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Recognisedsourcevision2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_recognisedsourcevision2(inputs)
	return en_photos_recognisedsourcevision2(inputs)
});
export { photos_recognisedsourcevision2 as "photos.recognisedSourceVision" }