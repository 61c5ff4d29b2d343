import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_UploadedInputs */

const en_photos_uploaded = /** @type {(inputs: Photos_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo uploaded successfully`)
};

/**
* | output |
* | --- |
* | "Photo uploaded successfully" |
*
* @param {Photos_UploadedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_uploaded = /** @type {((inputs?: Photos_UploadedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_UploadedInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_uploaded(inputs)
});
export { photos_uploaded as "photos.uploaded" }