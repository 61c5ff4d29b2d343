import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Keepit1Inputs */

const en_photos_keepit1 = /** @type {(inputs: Photos_Keepit1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it`)
};

/**
* | output |
* | --- |
* | "Keep it" |
*
* @param {Photos_Keepit1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_keepit1 = /** @type {((inputs?: Photos_Keepit1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Keepit1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_keepit1(inputs)
});
export { photos_keepit1 as "photos.keepIt" }