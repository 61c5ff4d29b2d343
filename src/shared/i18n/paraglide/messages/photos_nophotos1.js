import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Nophotos1Inputs */

const en_photos_nophotos1 = /** @type {(inputs: Photos_Nophotos1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No photos yet. Photos of submitted requests appear here.`)
};

const fil_photos_nophotos1 = /** @type {(inputs: Photos_Nophotos1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wala pang litrato. Lalabas dito ang mga litrato ng mga na-submit na request.`)
};

/**
* | output |
* | --- |
* | "No photos yet. Photos of submitted requests appear here." |
*
* @param {Photos_Nophotos1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_nophotos1 = /** @type {((inputs?: Photos_Nophotos1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Nophotos1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_nophotos1(inputs)
	return en_photos_nophotos1(inputs)
});
export { photos_nophotos1 as "photos.noPhotos" }