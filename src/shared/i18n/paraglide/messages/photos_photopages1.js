import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Photopages1Inputs */

const en_photos_photopages1 = /** @type {(inputs: Photos_Photopages1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo pages`)
};

const fil_photos_photopages1 = /** @type {(inputs: Photos_Photopages1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mga page ng litrato`)
};

/**
* | output |
* | --- |
* | "Photo pages" |
*
* @param {Photos_Photopages1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_photopages1 = /** @type {((inputs?: Photos_Photopages1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Photopages1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_photopages1(inputs)
	return en_photos_photopages1(inputs)
});
export { photos_photopages1 as "photos.photoPages" }