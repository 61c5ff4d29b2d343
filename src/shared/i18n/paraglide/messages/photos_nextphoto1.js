import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Nextphoto1Inputs */

const en_photos_nextphoto1 = /** @type {(inputs: Photos_Nextphoto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next photo`)
};

const fil_photos_nextphoto1 = /** @type {(inputs: Photos_Nextphoto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Susunod na litrato`)
};

/**
* | output |
* | --- |
* | "Next photo" |
*
* @param {Photos_Nextphoto1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_nextphoto1 = /** @type {((inputs?: Photos_Nextphoto1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Nextphoto1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_nextphoto1(inputs)
	return en_photos_nextphoto1(inputs)
});
export { photos_nextphoto1 as "photos.nextPhoto" }