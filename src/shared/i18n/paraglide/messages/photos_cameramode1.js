import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Cameramode1Inputs */

const en_photos_cameramode1 = /** @type {(inputs: Photos_Cameramode1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camera mode`)
};

/**
* | output |
* | --- |
* | "Camera mode" |
*
* @param {Photos_Cameramode1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_cameramode1 = /** @type {((inputs?: Photos_Cameramode1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Cameramode1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_cameramode1(inputs)
});
export { photos_cameramode1 as "photos.cameraMode" }