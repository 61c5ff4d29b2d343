import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Yourphotos1Inputs */

const en_photos_yourphotos1 = /** @type {(inputs: Photos_Yourphotos1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your photos`)
};

/**
* | output |
* | --- |
* | "Your photos" |
*
* @param {Photos_Yourphotos1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_yourphotos1 = /** @type {((inputs?: Photos_Yourphotos1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Yourphotos1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_yourphotos1(inputs)
});
export { photos_yourphotos1 as "photos.yourPhotos" }