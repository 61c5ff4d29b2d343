import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown>, condition: NonNullable<unknown> }} Photos_Brandandcondition2Inputs */

const en_photos_brandandcondition2 = /** @type {(inputs: Photos_Brandandcondition2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Brand: ${i?.brand} · Condition: ${i?.condition}`)
};

/**
* | output |
* | --- |
* | "Brand: {brand} · Condition: {condition}" |
*
* @param {Photos_Brandandcondition2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_brandandcondition2 = /** @type {((inputs: Photos_Brandandcondition2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Brandandcondition2Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_brandandcondition2(inputs)
});
export { photos_brandandcondition2 as "photos.brandAndCondition" }