import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Savenote1Inputs */

const en_photos_savenote1 = /** @type {(inputs: Photos_Savenote1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save note`)
};

const fil_photos_savenote1 = /** @type {(inputs: Photos_Savenote1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-save ang note`)
};

/**
* | output |
* | --- |
* | "Save note" |
*
* @param {Photos_Savenote1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_savenote1 = /** @type {((inputs?: Photos_Savenote1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Savenote1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_savenote1(inputs)
	return en_photos_savenote1(inputs)
});
export { photos_savenote1 as "photos.saveNote" }