import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown>, condition: NonNullable<unknown>, label: NonNullable<unknown> }} Photos_Photoalt1Inputs */

const en_photos_photoalt1 = /** @type {(inputs: Photos_Photoalt1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.brand}, ${i?.condition}`)
};

/**
* | output |
* | --- |
* | "{label}: {brand}, {condition}" |
*
* @param {Photos_Photoalt1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_photoalt1 = /** @type {((inputs: Photos_Photoalt1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Photoalt1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_photoalt1(inputs)
});
export { photos_photoalt1 as "photos.photoAlt" }