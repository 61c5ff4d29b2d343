import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Uploadfailedshort2Inputs */

const en_photos_uploadfailedshort2 = /** @type {(inputs: Photos_Uploadfailedshort2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload failed`)
};

/**
* | output |
* | --- |
* | "Upload failed" |
*
* @param {Photos_Uploadfailedshort2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_uploadfailedshort2 = /** @type {((inputs?: Photos_Uploadfailedshort2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Uploadfailedshort2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_uploadfailedshort2(inputs)
});
export { photos_uploadfailedshort2 as "photos.uploadFailedShort" }