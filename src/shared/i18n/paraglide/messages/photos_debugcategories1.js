import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ categories: NonNullable<unknown> }} Photos_Debugcategories1Inputs */

const en_photos_debugcategories1 = /** @type {(inputs: Photos_Debugcategories1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Categories: ${i?.categories}`)
};

const fil_photos_debugcategories1 = /** @type {(inputs: Photos_Debugcategories1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mga kategorya: ${i?.categories}`)
};

/**
* | output |
* | --- |
* | "Categories: {categories}" |
*
* @param {Photos_Debugcategories1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_debugcategories1 = /** @type {((inputs: Photos_Debugcategories1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Debugcategories1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_debugcategories1(inputs)
	return en_photos_debugcategories1(inputs)
});
export { photos_debugcategories1 as "photos.debugCategories" }