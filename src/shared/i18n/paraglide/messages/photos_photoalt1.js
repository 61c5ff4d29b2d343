import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown>, condition: NonNullable<unknown>, label: NonNullable<unknown> }} Photos_Photoalt1Inputs */

const en_photos_photoalt1 = /** @type {(inputs: Photos_Photoalt1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.brand}, ${i?.condition}`)
};

const fil_photos_photoalt1 = /** @type {(inputs: Photos_Photoalt1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.brand}, ${i?.condition}`)
};

/**
* | output |
* | --- |
* | "{label}: {brand}, {condition}" |
*
* @param {Photos_Photoalt1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_photoalt1 = /** @type {((inputs: Photos_Photoalt1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Photoalt1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_photoalt1(inputs)
	return en_photos_photoalt1(inputs)
});
export { photos_photoalt1 as "photos.photoAlt" }