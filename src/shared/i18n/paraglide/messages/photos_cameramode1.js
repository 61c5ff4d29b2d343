import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Cameramode1Inputs */

const en_photos_cameramode1 = /** @type {(inputs: Photos_Cameramode1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camera mode`)
};

const fil_photos_cameramode1 = /** @type {(inputs: Photos_Cameramode1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camera mode`)
};

/**
* | output |
* | --- |
* | "Camera mode" |
*
* @param {Photos_Cameramode1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_cameramode1 = /** @type {((inputs?: Photos_Cameramode1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Cameramode1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_cameramode1(inputs)
	return en_photos_cameramode1(inputs)
});
export { photos_cameramode1 as "photos.cameraMode" }