import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_UploadedInputs */

const en_photos_uploaded = /** @type {(inputs: Photos_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo uploaded successfully`)
};

const fil_photos_uploaded = /** @type {(inputs: Photos_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na-upload na ang litrato`)
};

/**
* | output |
* | --- |
* | "Photo uploaded successfully" |
*
* @param {Photos_UploadedInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_uploaded = /** @type {((inputs?: Photos_UploadedInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_UploadedInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_uploaded(inputs)
	return en_photos_uploaded(inputs)
});
export { photos_uploaded as "photos.uploaded" }