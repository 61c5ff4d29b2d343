import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Verdictacceptlower2Inputs */

const en_photos_verdictacceptlower2 = /** @type {(inputs: Photos_Verdictacceptlower2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`accept`)
};

const fil_photos_verdictacceptlower2 = /** @type {(inputs: Photos_Verdictacceptlower2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tanggapin`)
};

/**
* | output |
* | --- |
* | "accept" |
*
* @param {Photos_Verdictacceptlower2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_verdictacceptlower2 = /** @type {((inputs?: Photos_Verdictacceptlower2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Verdictacceptlower2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_verdictacceptlower2(inputs)
	return en_photos_verdictacceptlower2(inputs)
});
export { photos_verdictacceptlower2 as "photos.verdictAcceptLower" }