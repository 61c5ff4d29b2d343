import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Onephotoperupload3Inputs */

const en_photos_onephotoperupload3 = /** @type {(inputs: Photos_Onephotoperupload3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send one photo per upload.`)
};

/**
* | output |
* | --- |
* | "Send one photo per upload." |
*
* @param {Photos_Onephotoperupload3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_onephotoperupload3 = /** @type {((inputs?: Photos_Onephotoperupload3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Onephotoperupload3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_onephotoperupload3(inputs)
});
export { photos_onephotoperupload3 as "photos.onePhotoPerUpload" }