import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown>, label: NonNullable<unknown> }} Photos_Galleryphotoalt2Inputs */

const en_photos_galleryphotoalt2 = /** @type {(inputs: Photos_Galleryphotoalt2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.brand}`)
};

/**
* | output |
* | --- |
* | "{label}: {brand}" |
*
* @param {Photos_Galleryphotoalt2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_galleryphotoalt2 = /** @type {((inputs: Photos_Galleryphotoalt2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Galleryphotoalt2Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_galleryphotoalt2(inputs)
});
export { photos_galleryphotoalt2 as "photos.galleryPhotoAlt" }