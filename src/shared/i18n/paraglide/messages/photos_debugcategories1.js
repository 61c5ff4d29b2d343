import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ categories: NonNullable<unknown> }} Photos_Debugcategories1Inputs */

const en_photos_debugcategories1 = /** @type {(inputs: Photos_Debugcategories1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Categories: ${i?.categories}`)
};

/**
* | output |
* | --- |
* | "Categories: {categories}" |
*
* @param {Photos_Debugcategories1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_debugcategories1 = /** @type {((inputs: Photos_Debugcategories1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Debugcategories1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_debugcategories1(inputs)
});
export { photos_debugcategories1 as "photos.debugCategories" }