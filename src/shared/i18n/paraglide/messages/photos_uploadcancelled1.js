import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Uploadcancelled1Inputs */

const en_photos_uploadcancelled1 = /** @type {(inputs: Photos_Uploadcancelled1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload cancelled`)
};

/**
* | output |
* | --- |
* | "Upload cancelled" |
*
* @param {Photos_Uploadcancelled1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_uploadcancelled1 = /** @type {((inputs?: Photos_Uploadcancelled1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Uploadcancelled1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_uploadcancelled1(inputs)
});
export { photos_uploadcancelled1 as "photos.uploadCancelled" }