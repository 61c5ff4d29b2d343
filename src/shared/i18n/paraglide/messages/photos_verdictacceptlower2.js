import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Verdictacceptlower2Inputs */

const en_photos_verdictacceptlower2 = /** @type {(inputs: Photos_Verdictacceptlower2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`accept`)
};

/**
* | output |
* | --- |
* | "accept" |
*
* @param {Photos_Verdictacceptlower2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_verdictacceptlower2 = /** @type {((inputs?: Photos_Verdictacceptlower2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Verdictacceptlower2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_verdictacceptlower2(inputs)
});
export { photos_verdictacceptlower2 as "photos.verdictAcceptLower" }