import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Gallerytitle1Inputs */

const en_photos_gallerytitle1 = /** @type {(inputs: Photos_Gallerytitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo Database Gallery`)
};

const fil_photos_gallerytitle1 = /** @type {(inputs: Photos_Gallerytitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gallery ng Photo Database`)
};

/**
* | output |
* | --- |
* | "Photo Database Gallery" |
*
* @param {Photos_Gallerytitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_gallerytitle1 = /** @type {((inputs?: Photos_Gallerytitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Gallerytitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_gallerytitle1(inputs)
	return en_photos_gallerytitle1(inputs)
});
export { photos_gallerytitle1 as "photos.galleryTitle" }