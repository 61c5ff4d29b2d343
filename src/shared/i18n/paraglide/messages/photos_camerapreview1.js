import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Camerapreview1Inputs */

const en_photos_camerapreview1 = /** @type {(inputs: Photos_Camerapreview1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camera preview`)
};

const fil_photos_camerapreview1 = /** @type {(inputs: Photos_Camerapreview1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preview ng camera`)
};

/**
* | output |
* | --- |
* | "Camera preview" |
*
* @param {Photos_Camerapreview1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_camerapreview1 = /** @type {((inputs?: Photos_Camerapreview1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Camerapreview1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_camerapreview1(inputs)
	return en_photos_camerapreview1(inputs)
});
export { photos_camerapreview1 as "photos.cameraPreview" }