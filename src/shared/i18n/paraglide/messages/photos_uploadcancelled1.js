import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Uploadcancelled1Inputs */

const en_photos_uploadcancelled1 = /** @type {(inputs: Photos_Uploadcancelled1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload cancelled`)
};

const fil_photos_uploadcancelled1 = /** @type {(inputs: Photos_Uploadcancelled1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na-cancel ang upload`)
};

/**
* | output |
* | --- |
* | "Upload cancelled" |
*
* @param {Photos_Uploadcancelled1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_uploadcancelled1 = /** @type {((inputs?: Photos_Uploadcancelled1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Uploadcancelled1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_uploadcancelled1(inputs)
	return en_photos_uploadcancelled1(inputs)
});
export { photos_uploadcancelled1 as "photos.uploadCancelled" }