import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Unreadableupload1Inputs */

const en_photos_unreadableupload1 = /** @type {(inputs: Photos_Unreadableupload1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The upload could not be read. Please try again.`)
};

/**
* | output |
* | --- |
* | "The upload could not be read. Please try again." |
*
* @param {Photos_Unreadableupload1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_unreadableupload1 = /** @type {((inputs?: Photos_Unreadableupload1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Unreadableupload1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_unreadableupload1(inputs)
});
export { photos_unreadableupload1 as "photos.unreadableUpload" }