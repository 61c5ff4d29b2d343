import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Descriptionlabel1Inputs */

const en_photos_descriptionlabel1 = /** @type {(inputs: Photos_Descriptionlabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

/**
* | output |
* | --- |
* | "Description" |
*
* @param {Photos_Descriptionlabel1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_descriptionlabel1 = /** @type {((inputs?: Photos_Descriptionlabel1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Descriptionlabel1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_descriptionlabel1(inputs)
});
export { photos_descriptionlabel1 as "photos.descriptionLabel" }