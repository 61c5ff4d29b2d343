import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Yourphotos1Inputs */

const en_photos_yourphotos1 = /** @type {(inputs: Photos_Yourphotos1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your photos`)
};

const fil_photos_yourphotos1 = /** @type {(inputs: Photos_Yourphotos1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ang iyong mga litrato`)
};

/**
* | output |
* | --- |
* | "Your photos" |
*
* @param {Photos_Yourphotos1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_yourphotos1 = /** @type {((inputs?: Photos_Yourphotos1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Yourphotos1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_yourphotos1(inputs)
	return en_photos_yourphotos1(inputs)
});
export { photos_yourphotos1 as "photos.yourPhotos" }