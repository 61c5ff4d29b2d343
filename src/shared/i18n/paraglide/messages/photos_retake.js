import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_RetakeInputs */

const en_photos_retake = /** @type {(inputs: Photos_RetakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retake`)
};

/**
* | output |
* | --- |
* | "Retake" |
*
* @param {Photos_RetakeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_retake = /** @type {((inputs?: Photos_RetakeInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_RetakeInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_retake(inputs)
});
export { photos_retake as "photos.retake" }