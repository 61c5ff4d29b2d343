import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Choosephototoupload3Inputs */

const en_photos_choosephototoupload3 = /** @type {(inputs: Photos_Choosephototoupload3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a photo to upload (form field "photo").`)
};

const fil_photos_choosephototoupload3 = /** @type {(inputs: Photos_Choosephototoupload3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pumili ng litratong ia-upload (form field na "photo").`)
};

/**
* | output |
* | --- |
* | "Please choose a photo to upload (form field \"photo\")." |
*
* @param {Photos_Choosephototoupload3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_choosephototoupload3 = /** @type {((inputs?: Photos_Choosephototoupload3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Choosephototoupload3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_choosephototoupload3(inputs)
	return en_photos_choosephototoupload3(inputs)
});
export { photos_choosephototoupload3 as "photos.choosePhotoToUpload" }