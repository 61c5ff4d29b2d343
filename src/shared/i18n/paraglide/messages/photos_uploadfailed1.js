import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Uploadfailed1Inputs */

const en_photos_uploadfailed1 = /** @type {(inputs: Photos_Uploadfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to upload photo`)
};

const fil_photos_uploadfailed1 = /** @type {(inputs: Photos_Uploadfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi na-upload ang litrato`)
};

/**
* | output |
* | --- |
* | "Failed to upload photo" |
*
* @param {Photos_Uploadfailed1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_uploadfailed1 = /** @type {((inputs?: Photos_Uploadfailed1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Uploadfailed1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_uploadfailed1(inputs)
	return en_photos_uploadfailed1(inputs)
});
export { photos_uploadfailed1 as "photos.uploadFailed" }