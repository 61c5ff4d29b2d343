import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Waitingforupload2Inputs */

const en_photos_waitingforupload2 = /** @type {(inputs: Photos_Waitingforupload2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The item is recognised once the photo is uploaded.`)
};

const fil_photos_waitingforupload2 = /** @type {(inputs: Photos_Waitingforupload2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Makikilala ang gamit kapag na-upload na ang litrato.`)
};

/**
* | output |
* | --- |
* | "The item is recognised once the photo is uploaded." |
*
* @param {Photos_Waitingforupload2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_waitingforupload2 = /** @type {((inputs?: Photos_Waitingforupload2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Waitingforupload2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_waitingforupload2(inputs)
	return en_photos_waitingforupload2(inputs)
});
export { photos_waitingforupload2 as "photos.waitingForUpload" }