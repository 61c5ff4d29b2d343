import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Verdictrecyclelower2Inputs */

const en_photos_verdictrecyclelower2 = /** @type {(inputs: Photos_Verdictrecyclelower2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`recycle`)
};

const fil_photos_verdictrecyclelower2 = /** @type {(inputs: Photos_Verdictrecyclelower2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`i-recycle`)
};

/**
* | output |
* | --- |
* | "recycle" |
*
* @param {Photos_Verdictrecyclelower2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_verdictrecyclelower2 = /** @type {((inputs?: Photos_Verdictrecyclelower2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Verdictrecyclelower2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_verdictrecyclelower2(inputs)
	return en_photos_verdictrecyclelower2(inputs)
});
export { photos_verdictrecyclelower2 as "photos.verdictRecycleLower" }