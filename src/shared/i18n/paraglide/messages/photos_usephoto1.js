import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Usephoto1Inputs */

const en_photos_usephoto1 = /** @type {(inputs: Photos_Usephoto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use Photo`)
};

const fil_photos_usephoto1 = /** @type {(inputs: Photos_Usephoto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gamitin ang Litrato`)
};

/**
* | output |
* | --- |
* | "Use Photo" |
*
* @param {Photos_Usephoto1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_usephoto1 = /** @type {((inputs?: Photos_Usephoto1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Usephoto1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_usephoto1(inputs)
	return en_photos_usephoto1(inputs)
});
export { photos_usephoto1 as "photos.usePhoto" }