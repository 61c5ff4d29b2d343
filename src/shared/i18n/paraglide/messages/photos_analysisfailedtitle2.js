import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Analysisfailedtitle2Inputs */

const en_photos_analysisfailedtitle2 = /** @type {(inputs: Photos_Analysisfailedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analysis Failed`)
};

const fil_photos_analysisfailedtitle2 = /** @type {(inputs: Photos_Analysisfailedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi nasuri`)
};

/**
* | output |
* | --- |
* | "Analysis Failed" |
*
* @param {Photos_Analysisfailedtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_analysisfailedtitle2 = /** @type {((inputs?: Photos_Analysisfailedtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Analysisfailedtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_analysisfailedtitle2(inputs)
	return en_photos_analysisfailedtitle2(inputs)
});
export { photos_analysisfailedtitle2 as "photos.analysisFailedTitle" }