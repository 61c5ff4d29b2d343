import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown>, condition: NonNullable<unknown> }} Photos_Brandandcondition2Inputs */

const en_photos_brandandcondition2 = /** @type {(inputs: Photos_Brandandcondition2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Brand: ${i?.brand} · Condition: ${i?.condition}`)
};

const fil_photos_brandandcondition2 = /** @type {(inputs: Photos_Brandandcondition2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Brand: ${i?.brand} · Kondisyon: ${i?.condition}`)
};

/**
* | output |
* | --- |
* | "Brand: {brand} · Condition: {condition}" |
*
* @param {Photos_Brandandcondition2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_brandandcondition2 = /** @type {((inputs: Photos_Brandandcondition2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Brandandcondition2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_brandandcondition2(inputs)
	return en_photos_brandandcondition2(inputs)
});
export { photos_brandandcondition2 as "photos.brandAndCondition" }