import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Usephoto1Inputs */

const en_photos_usephoto1 = /** @type {(inputs: Photos_Usephoto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use Photo`)
};

/**
* | output |
* | --- |
* | "Use Photo" |
*
* @param {Photos_Usephoto1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_usephoto1 = /** @type {((inputs?: Photos_Usephoto1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Usephoto1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_usephoto1(inputs)
});
export { photos_usephoto1 as "photos.usePhoto" }