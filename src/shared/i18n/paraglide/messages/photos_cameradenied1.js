import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Cameradenied1Inputs */

const en_photos_cameradenied1 = /** @type {(inputs: Photos_Cameradenied1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please allow camera access in your browser settings to use this feature.`)
};

/**
* | output |
* | --- |
* | "Please allow camera access in your browser settings to use this feature." |
*
* @param {Photos_Cameradenied1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_cameradenied1 = /** @type {((inputs?: Photos_Cameradenied1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Cameradenied1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_cameradenied1(inputs)
});
export { photos_cameradenied1 as "photos.cameraDenied" }