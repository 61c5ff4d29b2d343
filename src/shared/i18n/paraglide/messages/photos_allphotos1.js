import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Allphotos1Inputs */

const en_photos_allphotos1 = /** @type {(inputs: Photos_Allphotos1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All photos`)
};

/**
* | output |
* | --- |
* | "All photos" |
*
* @param {Photos_Allphotos1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_allphotos1 = /** @type {((inputs?: Photos_Allphotos1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Allphotos1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_allphotos1(inputs)
});
export { photos_allphotos1 as "photos.allPhotos" }