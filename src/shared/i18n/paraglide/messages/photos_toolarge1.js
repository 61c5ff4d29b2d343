import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Toolarge1Inputs */

const en_photos_toolarge1 = /** @type {(inputs: Photos_Toolarge1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That photo is too large. Photos can be at most 10 MB.`)
};

const fil_photos_toolarge1 = /** @type {(inputs: Photos_Toolarge1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masyadong malaki ang litratong iyan. Hanggang 10 MB lang ang bawat litrato.`)
};

/**
* | output |
* | --- |
* | "That photo is too large. Photos can be at most 10 MB." |
*
* @param {Photos_Toolarge1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_toolarge1 = /** @type {((inputs?: Photos_Toolarge1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Toolarge1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_toolarge1(inputs)
	return en_photos_toolarge1(inputs)
});
export { photos_toolarge1 as "photos.tooLarge" }