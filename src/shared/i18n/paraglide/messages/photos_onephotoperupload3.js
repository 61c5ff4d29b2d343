import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Onephotoperupload3Inputs */

const en_photos_onephotoperupload3 = /** @type {(inputs: Photos_Onephotoperupload3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send one photo per upload.`)
};

const fil_photos_onephotoperupload3 = /** @type {(inputs: Photos_Onephotoperupload3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Isang litrato lang bawat upload.`)
};

/**
* | output |
* | --- |
* | "Send one photo per upload." |
*
* @param {Photos_Onephotoperupload3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_onephotoperupload3 = /** @type {((inputs?: Photos_Onephotoperupload3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Onephotoperupload3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_onephotoperupload3(inputs)
	return en_photos_onephotoperupload3(inputs)
});
export { photos_onephotoperupload3 as "photos.onePhotoPerUpload" }