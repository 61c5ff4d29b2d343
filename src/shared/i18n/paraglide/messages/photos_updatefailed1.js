import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Updatefailed1Inputs */

const en_photos_updatefailed1 = /** @type {(inputs: Photos_Updatefailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update photo details`)
};

/**
* | output |
* | --- |
* | "Failed to update photo details" |
*
* @param {Photos_Updatefailed1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_updatefailed1 = /** @type {((inputs?: Photos_Updatefailed1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Updatefailed1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_updatefailed1(inputs)
});
export { photos_updatefailed1 as "photos.updateFailed" }