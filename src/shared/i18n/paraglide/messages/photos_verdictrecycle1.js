import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Verdictrecycle1Inputs */

const en_photos_verdictrecycle1 = /** @type {(inputs: Photos_Verdictrecycle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recycle`)
};

/**
* | output |
* | --- |
* | "Recycle" |
*
* @param {Photos_Verdictrecycle1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_verdictrecycle1 = /** @type {((inputs?: Photos_Verdictrecycle1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Verdictrecycle1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_verdictrecycle1(inputs)
});
export { photos_verdictrecycle1 as "photos.verdictRecycle" }