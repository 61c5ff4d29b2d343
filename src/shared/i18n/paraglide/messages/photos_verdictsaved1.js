import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Verdictsaved1Inputs */

const en_photos_verdictsaved1 = /** @type {(inputs: Photos_Verdictsaved1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The photo verdict has been saved`)
};

const fil_photos_verdictsaved1 = /** @type {(inputs: Photos_Verdictsaved1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na-save na ang hatol sa litrato`)
};

/**
* | output |
* | --- |
* | "The photo verdict has been saved" |
*
* @param {Photos_Verdictsaved1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_verdictsaved1 = /** @type {((inputs?: Photos_Verdictsaved1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Verdictsaved1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_verdictsaved1(inputs)
	return en_photos_verdictsaved1(inputs)
});
export { photos_verdictsaved1 as "photos.verdictSaved" }