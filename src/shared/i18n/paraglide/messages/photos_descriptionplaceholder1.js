import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Descriptionplaceholder1Inputs */

const en_photos_descriptionplaceholder1 = /** @type {(inputs: Photos_Descriptionplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What is it, and what shape is it in?`)
};

const fil_photos_descriptionplaceholder1 = /** @type {(inputs: Photos_Descriptionplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ano ito, at ano ang kondisyon nito?`)
};

/**
* | output |
* | --- |
* | "What is it, and what shape is it in?" |
*
* @param {Photos_Descriptionplaceholder1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_descriptionplaceholder1 = /** @type {((inputs?: Photos_Descriptionplaceholder1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Descriptionplaceholder1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_descriptionplaceholder1(inputs)
	return en_photos_descriptionplaceholder1(inputs)
});
export { photos_descriptionplaceholder1 as "photos.descriptionPlaceholder" }