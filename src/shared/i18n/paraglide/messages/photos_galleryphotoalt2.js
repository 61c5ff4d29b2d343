import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown>, label: NonNullable<unknown> }} Photos_Galleryphotoalt2Inputs */

const en_photos_galleryphotoalt2 = /** @type {(inputs: Photos_Galleryphotoalt2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.brand}`)
};

const fil_photos_galleryphotoalt2 = /** @type {(inputs: Photos_Galleryphotoalt2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.brand}`)
};

/**
* | output |
* | --- |
* | "{label}: {brand}" |
*
* @param {Photos_Galleryphotoalt2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_galleryphotoalt2 = /** @type {((inputs: Photos_Galleryphotoalt2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Galleryphotoalt2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_galleryphotoalt2(inputs)
	return en_photos_galleryphotoalt2(inputs)
});
export { photos_galleryphotoalt2 as "photos.galleryPhotoAlt" }