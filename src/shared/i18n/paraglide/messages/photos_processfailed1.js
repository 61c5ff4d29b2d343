import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Processfailed1Inputs */

const en_photos_processfailed1 = /** @type {(inputs: Photos_Processfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to process photo`)
};

/**
* | output |
* | --- |
* | "Failed to process photo" |
*
* @param {Photos_Processfailed1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_processfailed1 = /** @type {((inputs?: Photos_Processfailed1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Processfailed1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_processfailed1(inputs)
});
export { photos_processfailed1 as "photos.processFailed" }