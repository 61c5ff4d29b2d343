import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Gallerytitle1Inputs */

const en_photos_gallerytitle1 = /** @type {(inputs: Photos_Gallerytitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo Database Gallery`)
};

/**
* | output |
* | --- |
* | "Photo Database Gallery" |
*
* @param {Photos_Gallerytitle1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_gallerytitle1 = /** @type {((inputs?: Photos_Gallerytitle1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Gallerytitle1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_gallerytitle1(inputs)
});
export { photos_gallerytitle1 as "photos.galleryTitle" }