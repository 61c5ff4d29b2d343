import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Capturephoto1Inputs */

const en_photos_capturephoto1 = /** @type {(inputs: Photos_Capturephoto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capture photo`)
};

const fil_photos_capturephoto1 = /** @type {(inputs: Photos_Capturephoto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kumuha ng litrato`)
};

/**
* | output |
* | --- |
* | "Capture photo" |
*
* @param {Photos_Capturephoto1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_capturephoto1 = /** @type {((inputs?: Photos_Capturephoto1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Capturephoto1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_capturephoto1(inputs)
	return en_photos_capturephoto1(inputs)
});
export { photos_capturephoto1 as "photos.capturePhoto" }