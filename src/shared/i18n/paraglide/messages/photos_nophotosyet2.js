import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Nophotosyet2Inputs */

const en_photos_nophotosyet2 = /** @type {(inputs: Photos_Nophotosyet2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No photos yet`)
};

/**
* | output |
* | --- |
* | "No photos yet" |
*
* @param {Photos_Nophotosyet2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_nophotosyet2 = /** @type {((inputs?: Photos_Nophotosyet2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Nophotosyet2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_nophotosyet2(inputs)
});
export { photos_nophotosyet2 as "photos.noPhotosYet" }