import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Descriptionplaceholder1Inputs */

const en_photos_descriptionplaceholder1 = /** @type {(inputs: Photos_Descriptionplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What is it, and what shape is it in?`)
};

/**
* | output |
* | --- |
* | "What is it, and what shape is it in?" |
*
* @param {Photos_Descriptionplaceholder1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_descriptionplaceholder1 = /** @type {((inputs?: Photos_Descriptionplaceholder1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Descriptionplaceholder1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_descriptionplaceholder1(inputs)
});
export { photos_descriptionplaceholder1 as "photos.descriptionPlaceholder" }