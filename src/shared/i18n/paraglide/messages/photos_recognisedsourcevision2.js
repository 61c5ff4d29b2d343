import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Recognisedsourcevision2Inputs */

const en_photos_recognisedsourcevision2 = /** @type {(inputs: Photos_Recognisedsourcevision2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vision API`)
};

/**
* | output |
* | --- |
* | "vision API" |
*
* @param {Photos_Recognisedsourcevision2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_recognisedsourcevision2 = /** @type {((inputs?: Photos_Recognisedsourcevision2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Recognisedsourcevision2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_recognisedsourcevision2(inputs)
});
export { photos_recognisedsourcevision2 as "photos.recognisedSourceVision" }