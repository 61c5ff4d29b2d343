import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Nophotosyet2Inputs */

const en_photos_nophotosyet2 = /** @type {(inputs: Photos_Nophotosyet2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No photos yet`)
};

const fil_photos_nophotosyet2 = /** @type {(inputs: Photos_Nophotosyet2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wala pang litrato`)
};

/**
* | output |
* | --- |
* | "No photos yet" |
*
* @param {Photos_Nophotosyet2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_nophotosyet2 = /** @type {((inputs?: Photos_Nophotosyet2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Nophotosyet2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_nophotosyet2(inputs)
	return en_photos_nophotosyet2(inputs)
});
export { photos_nophotosyet2 as "photos.noPhotosYet" }