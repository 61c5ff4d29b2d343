import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Verdictsavedtitle2Inputs */

const en_photos_verdictsavedtitle2 = /** @type {(inputs: Photos_Verdictsavedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verdict saved`)
};

/**
* | output |
* | --- |
* | "Verdict saved" |
*
* @param {Photos_Verdictsavedtitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_verdictsavedtitle2 = /** @type {((inputs?: Photos_Verdictsavedtitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Verdictsavedtitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_verdictsavedtitle2(inputs)
});
export { photos_verdictsavedtitle2 as "photos.verdictSavedTitle" }