import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Shotpreview1Inputs */

const en_photos_shotpreview1 = /** @type {(inputs: Photos_Shotpreview1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your shot, ready to use or retake`)
};

/**
* | output |
* | --- |
* | "Your shot, ready to use or retake" |
*
* @param {Photos_Shotpreview1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_shotpreview1 = /** @type {((inputs?: Photos_Shotpreview1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Shotpreview1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_shotpreview1(inputs)
});
export { photos_shotpreview1 as "photos.shotPreview" }