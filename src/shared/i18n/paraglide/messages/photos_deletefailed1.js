import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Deletefailed1Inputs */

const en_photos_deletefailed1 = /** @type {(inputs: Photos_Deletefailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete photo from storage`)
};

/**
* | output |
* | --- |
* | "Failed to delete photo from storage" |
*
* @param {Photos_Deletefailed1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_deletefailed1 = /** @type {((inputs?: Photos_Deletefailed1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Deletefailed1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_deletefailed1(inputs)
});
export { photos_deletefailed1 as "photos.deleteFailed" }