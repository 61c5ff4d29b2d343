import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Photopages1Inputs */

const en_photos_photopages1 = /** @type {(inputs: Photos_Photopages1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo pages`)
};

/**
* | output |
* | --- |
* | "Photo pages" |
*
* @param {Photos_Photopages1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_photopages1 = /** @type {((inputs?: Photos_Photopages1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Photopages1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_photopages1(inputs)
});
export { photos_photopages1 as "photos.photoPages" }