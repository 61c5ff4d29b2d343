import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Choosephoto1Inputs */

const en_photos_choosephoto1 = /** @type {(inputs: Photos_Choosephoto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a Photo`)
};

/**
* | output |
* | --- |
* | "Choose a Photo" |
*
* @param {Photos_Choosephoto1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_choosephoto1 = /** @type {((inputs?: Photos_Choosephoto1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Choosephoto1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_choosephoto1(inputs)
});
export { photos_choosephoto1 as "photos.choosePhoto" }