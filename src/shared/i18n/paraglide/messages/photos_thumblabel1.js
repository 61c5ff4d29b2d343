import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, position: NonNullable<unknown> }} Photos_Thumblabel1Inputs */

const en_photos_thumblabel1 = /** @type {(inputs: Photos_Thumblabel1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.position}: ${i?.label}`)
};

const fil_photos_thumblabel1 = /** @type {(inputs: Photos_Thumblabel1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Litrato ${i?.position}: ${i?.label}`)
};

/**
* | output |
* | --- |
* | "Photo {position}: {label}" |
*
* @param {Photos_Thumblabel1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_thumblabel1 = /** @type {((inputs: Photos_Thumblabel1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Thumblabel1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_thumblabel1(inputs)
	return en_photos_thumblabel1(inputs)
});
export { photos_thumblabel1 as "photos.thumbLabel" }