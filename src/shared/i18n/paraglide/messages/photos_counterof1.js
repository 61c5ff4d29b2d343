import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Counterof1Inputs */

const en_photos_counterof1 = /** @type {(inputs: Photos_Counterof1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` of `)
};

const fil_photos_counterof1 = /** @type {(inputs: Photos_Counterof1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` ng `)
};

/**
* | output |
* | --- |
* | "of" |
*
* @param {Photos_Counterof1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_counterof1 = /** @type {((inputs?: Photos_Counterof1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Counterof1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_counterof1(inputs)
	return en_photos_counterof1(inputs)
});
export { photos_counterof1 as "photos.counterOf" }