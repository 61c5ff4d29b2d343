import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Notaphoto2Inputs */

const en_photos_notaphoto2 = /** @type {(inputs: Photos_Notaphoto2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That file is not a photo. Please upload a JPEG, PNG, WebP or HEIC image.`)
};

const fil_photos_notaphoto2 = /** @type {(inputs: Photos_Notaphoto2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi litrato ang file na iyan. Mag-upload ng JPEG, PNG, WebP o HEIC na image.`)
};

/**
* | output |
* | --- |
* | "That file is not a photo. Please upload a JPEG, PNG, WebP or HEIC image." |
*
* @param {Photos_Notaphoto2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_notaphoto2 = /** @type {((inputs?: Photos_Notaphoto2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Notaphoto2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_notaphoto2(inputs)
	return en_photos_notaphoto2(inputs)
});
export { photos_notaphoto2 as "photos.notAPhoto" }