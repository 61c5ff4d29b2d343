import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Keepit1Inputs */

const en_photos_keepit1 = /** @type {(inputs: Photos_Keepit1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it`)
};

const fil_photos_keepit1 = /** @type {(inputs: Photos_Keepit1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Huwag burahin`)
};

/**
* | output |
* | --- |
* | "Keep it" |
*
* @param {Photos_Keepit1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_keepit1 = /** @type {((inputs?: Photos_Keepit1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Keepit1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_keepit1(inputs)
	return en_photos_keepit1(inputs)
});
export { photos_keepit1 as "photos.keepIt" }