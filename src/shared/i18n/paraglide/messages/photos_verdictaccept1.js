import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Verdictaccept1Inputs */

const en_photos_verdictaccept1 = /** @type {(inputs: Photos_Verdictaccept1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accept`)
};

/**
* | output |
* | --- |
* | "Accept" |
*
* @param {Photos_Verdictaccept1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_verdictaccept1 = /** @type {((inputs?: Photos_Verdictaccept1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Verdictaccept1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_verdictaccept1(inputs)
});
export { photos_verdictaccept1 as "photos.verdictAccept" }