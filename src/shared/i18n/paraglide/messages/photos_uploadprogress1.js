import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Uploadprogress1Inputs */

const en_photos_uploadprogress1 = /** @type {(inputs: Photos_Uploadprogress1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload progress`)
};

const fil_photos_uploadprogress1 = /** @type {(inputs: Photos_Uploadprogress1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progreso ng upload`)
};

/**
* | output |
* | --- |
* | "Upload progress" |
*
* @param {Photos_Uploadprogress1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_uploadprogress1 = /** @type {((inputs?: Photos_Uploadprogress1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Uploadprogress1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_uploadprogress1(inputs)
	return en_photos_uploadprogress1(inputs)
});
export { photos_uploadprogress1 as "photos.uploadProgress" }