import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Verdictsavedtitle2Inputs */

const en_photos_verdictsavedtitle2 = /** @type {(inputs: Photos_Verdictsavedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verdict saved`)
};

const fil_photos_verdictsavedtitle2 = /** @type {(inputs: Photos_Verdictsavedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na-save ang hatol`)
};

/**
* | output |
* | --- |
* | "Verdict saved" |
*
* @param {Photos_Verdictsavedtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_verdictsavedtitle2 = /** @type {((inputs?: Photos_Verdictsavedtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Verdictsavedtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_verdictsavedtitle2(inputs)
	return en_photos_verdictsavedtitle2(inputs)
});
export { photos_verdictsavedtitle2 as "photos.verdictSavedTitle" }