import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Toolarge1Inputs */

const en_photos_toolarge1 = /** @type {(inputs: Photos_Toolarge1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That photo is too large. Photos can be at most 10 MB.`)
};

/**
* | output |
* | --- |
* | "That photo is too large. Photos can be at most 10 MB." |
*
* @param {Photos_Toolarge1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_toolarge1 = /** @type {((inputs?: Photos_Toolarge1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Toolarge1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_toolarge1(inputs)
});
export { photos_toolarge1 as "photos.tooLarge" }