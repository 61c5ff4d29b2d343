import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Nextphoto1Inputs */

const en_photos_nextphoto1 = /** @type {(inputs: Photos_Nextphoto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next photo`)
};

/**
* | output |
* | --- |
* | "Next photo" |
*
* @param {Photos_Nextphoto1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_nextphoto1 = /** @type {((inputs?: Photos_Nextphoto1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Nextphoto1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_nextphoto1(inputs)
});
export { photos_nextphoto1 as "photos.nextPhoto" }