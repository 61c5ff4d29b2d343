import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Uploadfailedshort2Inputs */

const en_photos_uploadfailedshort2 = /** @type {(inputs: Photos_Uploadfailedshort2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload failed`)
};

const fil_photos_uploadfailedshort2 = /** @type {(inputs: Photos_Uploadfailedshort2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi na-upload`)
};

/**
* | output |
* | --- |
* | "Upload failed" |
*
* @param {Photos_Uploadfailedshort2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_uploadfailedshort2 = /** @type {((inputs?: Photos_Uploadfailedshort2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Uploadfailedshort2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_uploadfailedshort2(inputs)
	return en_photos_uploadfailedshort2(inputs)
});
export { photos_uploadfailedshort2 as "photos.uploadFailedShort" }