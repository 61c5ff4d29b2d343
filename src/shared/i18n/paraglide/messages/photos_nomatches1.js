import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Nomatches1Inputs */

const en_photos_nomatches1 = /** @type {(inputs: Photos_Nomatches1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No photos match. Try a brand, a condition or the start of a tracking number.`)
};

const fil_photos_nomatches1 = /** @type {(inputs: Photos_Nomatches1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walang tugmang litrato. Subukan ang brand, kondisyon o simula ng tracking number.`)
};

/**
* | output |
* | --- |
* | "No photos match. Try a brand, a condition or the start of a tracking number." |
*
* @param {Photos_Nomatches1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_nomatches1 = /** @type {((inputs?: Photos_Nomatches1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Nomatches1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_nomatches1(inputs)
	return en_photos_nomatches1(inputs)
});
export { photos_nomatches1 as "photos.noMatches" }