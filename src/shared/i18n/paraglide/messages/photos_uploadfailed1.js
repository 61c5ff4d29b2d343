import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Uploadfailed1Inputs */

const en_photos_uploadfailed1 = /** @type {(inputs: Photos_Uploadfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to upload photo`)
};

/**
* | output |
* | --- |
* | "Failed to upload photo" |
*
* @param {Photos_Uploadfailed1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_uploadfailed1 = /** @type {((inputs?: Photos_Uploadfailed1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Uploadfailed1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_uploadfailed1(inputs)
});
export { photos_uploadfailed1 as "photos.uploadFailed" }