import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Capturephoto1Inputs */

const en_photos_capturephoto1 = /** @type {(inputs: Photos_Capturephoto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capture photo`)
};

/**
* | output |
* | --- |
* | "Capture photo" |
*
* @param {Photos_Capturephoto1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_capturephoto1 = /** @type {((inputs?: Photos_Capturephoto1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Capturephoto1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_capturephoto1(inputs)
});
export { photos_capturephoto1 as "photos.capturePhoto" }