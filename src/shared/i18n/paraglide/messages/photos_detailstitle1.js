import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Detailstitle1Inputs */

const en_photos_detailstitle1 = /** @type {(inputs: Photos_Detailstitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo details`)
};

/**
* | output |
* | --- |
* | "Photo details" |
*
* @param {Photos_Detailstitle1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_detailstitle1 = /** @type {((inputs?: Photos_Detailstitle1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Detailstitle1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_detailstitle1(inputs)
});
export { photos_detailstitle1 as "photos.detailsTitle" }