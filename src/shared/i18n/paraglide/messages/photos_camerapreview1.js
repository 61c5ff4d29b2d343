import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Camerapreview1Inputs */

const en_photos_camerapreview1 = /** @type {(inputs: Photos_Camerapreview1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camera preview`)
};

/**
* | output |
* | --- |
* | "Camera preview" |
*
* @param {Photos_Camerapreview1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_camerapreview1 = /** @type {((inputs?: Photos_Camerapreview1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Camerapreview1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_camerapreview1(inputs)
});
export { photos_camerapreview1 as "photos.cameraPreview" }