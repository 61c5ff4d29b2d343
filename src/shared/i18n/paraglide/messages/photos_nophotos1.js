import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Nophotos1Inputs */

const en_photos_nophotos1 = /** @type {(inputs: Photos_Nophotos1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No photos yet. Photos of submitted requests appear here.`)
};

/**
* | output |
* | --- |
* | "No photos yet. Photos of submitted requests appear here." |
*
* @param {Photos_Nophotos1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_nophotos1 = /** @type {((inputs?: Photos_Nophotos1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Nophotos1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_nophotos1(inputs)
});
export { photos_nophotos1 as "photos.noPhotos" }