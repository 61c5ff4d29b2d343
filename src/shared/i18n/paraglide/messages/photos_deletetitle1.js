import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Deletetitle1Inputs */

const en_photos_deletetitle1 = /** @type {(inputs: Photos_Deletetitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete this photo?`)
};

/**
* | output |
* | --- |
* | "Delete this photo?" |
*
* @param {Photos_Deletetitle1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_deletetitle1 = /** @type {((inputs?: Photos_Deletetitle1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Deletetitle1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_deletetitle1(inputs)
});
export { photos_deletetitle1 as "photos.deleteTitle" }