import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Counterof1Inputs */

const en_photos_counterof1 = /** @type {(inputs: Photos_Counterof1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` of `)
};

/**
* | output |
* | --- |
* | "of" |
*
* @param {Photos_Counterof1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_counterof1 = /** @type {((inputs?: Photos_Counterof1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Counterof1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_counterof1(inputs)
});
export { photos_counterof1 as "photos.counterOf" }