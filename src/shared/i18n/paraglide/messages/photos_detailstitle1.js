import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Detailstitle1Inputs */

const en_photos_detailstitle1 = /** @type {(inputs: Photos_Detailstitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo details`)
};

const fil_photos_detailstitle1 = /** @type {(inputs: Photos_Detailstitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detalye ng litrato`)
};

/**
* | output |
* | --- |
* | "Photo details" |
*
* @param {Photos_Detailstitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_detailstitle1 = /** @type {((inputs?: Photos_Detailstitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Detailstitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_detailstitle1(inputs)
	return en_photos_detailstitle1(inputs)
});
export { photos_detailstitle1 as "photos.detailsTitle" }