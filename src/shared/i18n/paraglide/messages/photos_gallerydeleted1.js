import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Gallerydeleted1Inputs */

const en_photos_gallerydeleted1 = /** @type {(inputs: Photos_Gallerydeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo deleted`)
};

/**
* | output |
* | --- |
* | "Photo deleted" |
*
* @param {Photos_Gallerydeleted1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_gallerydeleted1 = /** @type {((inputs?: Photos_Gallerydeleted1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Gallerydeleted1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_gallerydeleted1(inputs)
});
export { photos_gallerydeleted1 as "photos.galleryDeleted" }