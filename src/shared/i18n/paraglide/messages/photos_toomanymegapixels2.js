import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown>, megapixels: NonNullable<unknown> }} Photos_Toomanymegapixels2Inputs */

const en_photos_toomanymegapixels2 = /** @type {(inputs: Photos_Toomanymegapixels2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`That photo is too large (${i?.megapixels} megapixels). Photos can be at most ${i?.max} megapixels.`)
};

/**
* | output |
* | --- |
* | "That photo is too large ({megapixels} megapixels). Photos can be at most {max} megapixels." |
*
* @param {Photos_Toomanymegapixels2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_toomanymegapixels2 = /** @type {((inputs: Photos_Toomanymegapixels2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Toomanymegapixels2Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_toomanymegapixels2(inputs)
});
export { photos_toomanymegapixels2 as "photos.tooManyMegapixels" }