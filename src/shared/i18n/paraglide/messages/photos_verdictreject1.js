import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Verdictreject1Inputs */

const en_photos_verdictreject1 = /** @type {(inputs: Photos_Verdictreject1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Can't take`)
};

const fil_photos_verdictreject1 = /** @type {(inputs: Photos_Verdictreject1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi makukuha`)
};

/**
* | output |
* | --- |
* | "Can't take" |
*
* @param {Photos_Verdictreject1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_verdictreject1 = /** @type {((inputs?: Photos_Verdictreject1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Verdictreject1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_verdictreject1(inputs)
	return en_photos_verdictreject1(inputs)
});
export { photos_verdictreject1 as "photos.verdictReject" }