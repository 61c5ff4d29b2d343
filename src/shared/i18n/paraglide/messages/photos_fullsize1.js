import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Fullsize1Inputs */

const en_photos_fullsize1 = /** @type {(inputs: Photos_Fullsize1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full size`)
};

/**
* | output |
* | --- |
* | "Full size" |
*
* @param {Photos_Fullsize1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_fullsize1 = /** @type {((inputs?: Photos_Fullsize1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Fullsize1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_fullsize1(inputs)
});
export { photos_fullsize1 as "photos.fullSize" }