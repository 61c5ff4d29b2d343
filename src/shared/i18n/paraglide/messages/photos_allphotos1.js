import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Allphotos1Inputs */

const en_photos_allphotos1 = /** @type {(inputs: Photos_Allphotos1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All photos`)
};

const fil_photos_allphotos1 = /** @type {(inputs: Photos_Allphotos1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lahat ng litrato`)
};

/**
* | output |
* | --- |
* | "All photos" |
*
* @param {Photos_Allphotos1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_allphotos1 = /** @type {((inputs?: Photos_Allphotos1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Allphotos1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_allphotos1(inputs)
	return en_photos_allphotos1(inputs)
});
export { photos_allphotos1 as "photos.allPhotos" }