import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Detailsintro1Inputs */

const en_photos_detailsintro1 = /** @type {(inputs: Photos_Detailsintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us a little about this item.`)
};

/**
* | output |
* | --- |
* | "Tell us a little about this item." |
*
* @param {Photos_Detailsintro1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_detailsintro1 = /** @type {((inputs?: Photos_Detailsintro1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Detailsintro1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_detailsintro1(inputs)
});
export { photos_detailsintro1 as "photos.detailsIntro" }