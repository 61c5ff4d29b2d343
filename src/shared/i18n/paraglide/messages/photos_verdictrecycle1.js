import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Verdictrecycle1Inputs */

const en_photos_verdictrecycle1 = /** @type {(inputs: Photos_Verdictrecycle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recycle`)
};

const fil_photos_verdictrecycle1 = /** @type {(inputs: Photos_Verdictrecycle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-recycle`)
};

/**
* | output |
* | --- |
* | "Recycle" |
*
* @param {Photos_Verdictrecycle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_verdictrecycle1 = /** @type {((inputs?: Photos_Verdictrecycle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Verdictrecycle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_verdictrecycle1(inputs)
	return en_photos_verdictrecycle1(inputs)
});
export { photos_verdictrecycle1 as "photos.verdictRecycle" }