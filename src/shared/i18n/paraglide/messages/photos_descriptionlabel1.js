import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Descriptionlabel1Inputs */

const en_photos_descriptionlabel1 = /** @type {(inputs: Photos_Descriptionlabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

const fil_photos_descriptionlabel1 = /** @type {(inputs: Photos_Descriptionlabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paglalarawan`)
};

/**
* | output |
* | --- |
* | "Description" |
*
* @param {Photos_Descriptionlabel1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_descriptionlabel1 = /** @type {((inputs?: Photos_Descriptionlabel1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Descriptionlabel1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_descriptionlabel1(inputs)
	return en_photos_descriptionlabel1(inputs)
});
export { photos_descriptionlabel1 as "photos.descriptionLabel" }