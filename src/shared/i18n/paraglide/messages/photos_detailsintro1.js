import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Detailsintro1Inputs */

const en_photos_detailsintro1 = /** @type {(inputs: Photos_Detailsintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us a little about this item.`)
};

const fil_photos_detailsintro1 = /** @type {(inputs: Photos_Detailsintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kuwentuhan mo kami nang kaunti tungkol sa gamit na ito.`)
};

/**
* | output |
* | --- |
* | "Tell us a little about this item." |
*
* @param {Photos_Detailsintro1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_detailsintro1 = /** @type {((inputs?: Photos_Detailsintro1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Detailsintro1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_detailsintro1(inputs)
	return en_photos_detailsintro1(inputs)
});
export { photos_detailsintro1 as "photos.detailsIntro" }