import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Deletephoto1Inputs */

const en_photos_deletephoto1 = /** @type {(inputs: Photos_Deletephoto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete photo`)
};

const fil_photos_deletephoto1 = /** @type {(inputs: Photos_Deletephoto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Burahin ang litrato`)
};

/**
* | output |
* | --- |
* | "Delete photo" |
*
* @param {Photos_Deletephoto1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_deletephoto1 = /** @type {((inputs?: Photos_Deletephoto1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Deletephoto1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_deletephoto1(inputs)
	return en_photos_deletephoto1(inputs)
});
export { photos_deletephoto1 as "photos.deletePhoto" }