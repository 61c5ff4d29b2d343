import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Verdictrecyclelower2Inputs */

const en_photos_verdictrecyclelower2 = /** @type {(inputs: Photos_Verdictrecyclelower2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`recycle`)
};

/**
* | output |
* | --- |
* | "recycle" |
*
* @param {Photos_Verdictrecyclelower2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_verdictrecyclelower2 = /** @type {((inputs?: Photos_Verdictrecyclelower2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Verdictrecyclelower2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_verdictrecyclelower2(inputs)
});
export { photos_verdictrecyclelower2 as "photos.verdictRecycleLower" }