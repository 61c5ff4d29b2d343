import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Shotpreview1Inputs */

const en_photos_shotpreview1 = /** @type {(inputs: Photos_Shotpreview1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your shot, ready to use or retake`)
};

const fil_photos_shotpreview1 = /** @type {(inputs: Photos_Shotpreview1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ang kuha mo, handa nang gamitin o kunan ulit`)
};

/**
* | output |
* | --- |
* | "Your shot, ready to use or retake" |
*
* @param {Photos_Shotpreview1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_shotpreview1 = /** @type {((inputs?: Photos_Shotpreview1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Shotpreview1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_shotpreview1(inputs)
	return en_photos_shotpreview1(inputs)
});
export { photos_shotpreview1 as "photos.shotPreview" }