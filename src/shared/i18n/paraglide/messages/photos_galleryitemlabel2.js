import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown>, label: NonNullable<unknown>, trackingNumber: NonNullable<unknown> }} Photos_Galleryitemlabel2Inputs */

const en_photos_galleryitemlabel2 = /** @type {(inputs: Photos_Galleryitemlabel2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, ${i?.brand}, ${i?.trackingNumber}`)
};

const fil_photos_galleryitemlabel2 = /** @type {(inputs: Photos_Galleryitemlabel2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, ${i?.brand}, ${i?.trackingNumber}`)
};

/**
* | output |
* | --- |
* | "{label}, {brand}, {trackingNumber}" |
*
* @param {Photos_Galleryitemlabel2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_galleryitemlabel2 = /** @type {((inputs: Photos_Galleryitemlabel2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Galleryitemlabel2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_galleryitemlabel2(inputs)
	return en_photos_galleryitemlabel2(inputs)
});
export { photos_galleryitemlabel2 as "photos.galleryItemLabel" }