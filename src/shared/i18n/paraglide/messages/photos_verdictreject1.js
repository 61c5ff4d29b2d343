import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Verdictreject1Inputs */

const en_photos_verdictreject1 = /** @type {(inputs: Photos_Verdictreject1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Can't take`)
};

/**
* | output |
* | --- |
* | "Can't take" |
*
* @param {Photos_Verdictreject1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_verdictreject1 = /** @type {((inputs?: Photos_Verdictreject1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Verdictreject1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_verdictreject1(inputs)
});
export { photos_verdictreject1 as "photos.verdictReject" }