import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Gallerydeletefailed2Inputs */

const en_photos_gallerydeletefailed2 = /** @type {(inputs: Photos_Gallerydeletefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete photo`)
};

const fil_photos_gallerydeletefailed2 = /** @type {(inputs: Photos_Gallerydeletefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi mabura ang litrato`)
};

/**
* | output |
* | --- |
* | "Failed to delete photo" |
*
* @param {Photos_Gallerydeletefailed2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_gallerydeletefailed2 = /** @type {((inputs?: Photos_Gallerydeletefailed2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Gallerydeletefailed2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_gallerydeletefailed2(inputs)
	return en_photos_gallerydeletefailed2(inputs)
});
export { photos_gallerydeletefailed2 as "photos.galleryDeleteFailed" }