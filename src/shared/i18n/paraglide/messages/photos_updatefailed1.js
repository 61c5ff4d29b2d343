import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Updatefailed1Inputs */

const en_photos_updatefailed1 = /** @type {(inputs: Photos_Updatefailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update photo details`)
};

const fil_photos_updatefailed1 = /** @type {(inputs: Photos_Updatefailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi ma-update ang detalye ng litrato`)
};

/**
* | output |
* | --- |
* | "Failed to update photo details" |
*
* @param {Photos_Updatefailed1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_updatefailed1 = /** @type {((inputs?: Photos_Updatefailed1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Updatefailed1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_updatefailed1(inputs)
	return en_photos_updatefailed1(inputs)
});
export { photos_updatefailed1 as "photos.updateFailed" }