import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown>, megapixels: NonNullable<unknown> }} Photos_Toomanymegapixels2Inputs */

const en_photos_toomanymegapixels2 = /** @type {(inputs: Photos_Toomanymegapixels2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`That photo is too large (${i?.megapixels} megapixels). Photos can be at most ${i?.max} megapixels.`)
};

const fil_photos_toomanymegapixels2 = /** @type {(inputs: Photos_Toomanymegapixels2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Masyadong malaki ang litratong iyan (${i?.megapixels} megapixels). Hanggang ${i?.max} megapixels lang ang bawat litrato.`)
};

/**
* | output |
* | --- |
* | "That photo is too large ({megapixels} megapixels). Photos can be at most {max} megapixels." |
*
* @param {Photos_Toomanymegapixels2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_toomanymegapixels2 = /** @type {((inputs: Photos_Toomanymegapixels2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Toomanymegapixels2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_toomanymegapixels2(inputs)
	return en_photos_toomanymegapixels2(inputs)
});
export { photos_toomanymegapixels2 as "photos.tooManyMegapixels" }