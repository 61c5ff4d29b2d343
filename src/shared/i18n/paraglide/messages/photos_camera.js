import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_CameraInputs */

const en_photos_camera = /** @type {(inputs: Photos_CameraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camera`)
};

/**
* | output |
* | --- |
* | "Camera" |
*
* @param {Photos_CameraInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_camera = /** @type {((inputs?: Photos_CameraInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_CameraInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_camera(inputs)
});
export { photos_camera as "photos.camera" }