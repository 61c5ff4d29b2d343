import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Waitingforupload2Inputs */

const en_photos_waitingforupload2 = /** @type {(inputs: Photos_Waitingforupload2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The item is recognised once the photo is uploaded.`)
};

/**
* | output |
* | --- |
* | "The item is recognised once the photo is uploaded." |
*
* @param {Photos_Waitingforupload2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_waitingforupload2 = /** @type {((inputs?: Photos_Waitingforupload2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Waitingforupload2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_waitingforupload2(inputs)
});
export { photos_waitingforupload2 as "photos.waitingForUpload" }