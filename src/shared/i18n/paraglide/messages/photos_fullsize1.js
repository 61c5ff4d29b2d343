import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Fullsize1Inputs */

const en_photos_fullsize1 = /** @type {(inputs: Photos_Fullsize1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full size`)
};

const fil_photos_fullsize1 = /** @type {(inputs: Photos_Fullsize1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buong laki`)
};

/**
* | output |
* | --- |
* | "Full size" |
*
* @param {Photos_Fullsize1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_fullsize1 = /** @type {((inputs?: Photos_Fullsize1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Fullsize1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_fullsize1(inputs)
	return en_photos_fullsize1(inputs)
});
export { photos_fullsize1 as "photos.fullSize" }