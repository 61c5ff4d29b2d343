import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Uploadprogress1Inputs */

const en_photos_uploadprogress1 = /** @type {(inputs: Photos_Uploadprogress1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload progress`)
};

/**
* | output |
* | --- |
* | "Upload progress" |
*
* @param {Photos_Uploadprogress1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_uploadprogress1 = /** @type {((inputs?: Photos_Uploadprogress1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Uploadprogress1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_uploadprogress1(inputs)
});
export { photos_uploadprogress1 as "photos.uploadProgress" }