import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Nomatches1Inputs */

const en_photos_nomatches1 = /** @type {(inputs: Photos_Nomatches1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No photos match. Try a brand, a condition or the start of a tracking number.`)
};

/**
* | output |
* | --- |
* | "No photos match. Try a brand, a condition or the start of a tracking number." |
*
* @param {Photos_Nomatches1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_nomatches1 = /** @type {((inputs?: Photos_Nomatches1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Nomatches1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_nomatches1(inputs)
});
export { photos_nomatches1 as "photos.noMatches" }