import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Deletephoto1Inputs */

const en_photos_deletephoto1 = /** @type {(inputs: Photos_Deletephoto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete photo`)
};

/**
* | output |
* | --- |
* | "Delete photo" |
*
* @param {Photos_Deletephoto1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_deletephoto1 = /** @type {((inputs?: Photos_Deletephoto1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Deletephoto1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_deletephoto1(inputs)
});
export { photos_deletephoto1 as "photos.deletePhoto" }