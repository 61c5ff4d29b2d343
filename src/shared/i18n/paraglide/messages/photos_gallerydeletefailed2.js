import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Gallerydeletefailed2Inputs */

const en_photos_gallerydeletefailed2 = /** @type {(inputs: Photos_Gallerydeletefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete photo`)
};

/**
* | output |
* | --- |
* | "Failed to delete photo" |
*
* @param {Photos_Gallerydeletefailed2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_gallerydeletefailed2 = /** @type {((inputs?: Photos_Gallerydeletefailed2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Gallerydeletefailed2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_gallerydeletefailed2(inputs)
});
export { photos_gallerydeletefailed2 as "photos.galleryDeleteFailed" }