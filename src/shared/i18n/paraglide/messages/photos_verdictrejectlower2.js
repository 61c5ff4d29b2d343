import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Verdictrejectlower2Inputs */

const en_photos_verdictrejectlower2 = /** @type {(inputs: Photos_Verdictrejectlower2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`can't take`)
};

/**
* | output |
* | --- |
* | "can't take" |
*
* @param {Photos_Verdictrejectlower2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_verdictrejectlower2 = /** @type {((inputs?: Photos_Verdictrejectlower2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Verdictrejectlower2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_verdictrejectlower2(inputs)
});
export { photos_verdictrejectlower2 as "photos.verdictRejectLower" }