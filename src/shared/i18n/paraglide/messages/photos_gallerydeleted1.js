import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Gallerydeleted1Inputs */

const en_photos_gallerydeleted1 = /** @type {(inputs: Photos_Gallerydeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo deleted`)
};

const fil_photos_gallerydeleted1 = /** @type {(inputs: Photos_Gallerydeleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nabura ang litrato`)
};

/**
* | output |
* | --- |
* | "Photo deleted" |
*
* @param {Photos_Gallerydeleted1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_gallerydeleted1 = /** @type {((inputs?: Photos_Gallerydeleted1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Gallerydeleted1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_gallerydeleted1(inputs)
	return en_photos_gallerydeleted1(inputs)
});
export { photos_gallerydeleted1 as "photos.galleryDeleted" }