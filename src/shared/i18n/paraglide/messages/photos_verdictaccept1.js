import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Verdictaccept1Inputs */

const en_photos_verdictaccept1 = /** @type {(inputs: Photos_Verdictaccept1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accept`)
};

const fil_photos_verdictaccept1 = /** @type {(inputs: Photos_Verdictaccept1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tanggapin`)
};

/**
* | output |
* | --- |
* | "Accept" |
*
* @param {Photos_Verdictaccept1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_verdictaccept1 = /** @type {((inputs?: Photos_Verdictaccept1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Verdictaccept1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_verdictaccept1(inputs)
	return en_photos_verdictaccept1(inputs)
});
export { photos_verdictaccept1 as "photos.verdictAccept" }