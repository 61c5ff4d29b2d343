import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Verdictrejectlower2Inputs */

const en_photos_verdictrejectlower2 = /** @type {(inputs: Photos_Verdictrejectlower2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`can't take`)
};

const fil_photos_verdictrejectlower2 = /** @type {(inputs: Photos_Verdictrejectlower2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hindi makukuha`)
};

/**
* | output |
* | --- |
* | "can't take" |
*
* @param {Photos_Verdictrejectlower2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_verdictrejectlower2 = /** @type {((inputs?: Photos_Verdictrejectlower2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Verdictrejectlower2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_verdictrejectlower2(inputs)
	return en_photos_verdictrejectlower2(inputs)
});
export { photos_verdictrejectlower2 as "photos.verdictRejectLower" }