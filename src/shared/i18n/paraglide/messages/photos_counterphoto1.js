import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Counterphoto1Inputs */

const en_photos_counterphoto1 = /** @type {(inputs: Photos_Counterphoto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo `)
};

/**
* | output |
* | --- |
* | "Photo" |
*
* @param {Photos_Counterphoto1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_counterphoto1 = /** @type {((inputs?: Photos_Counterphoto1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Counterphoto1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_counterphoto1(inputs)
});
export { photos_counterphoto1 as "photos.counterPhoto" }