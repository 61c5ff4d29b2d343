import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Choosephoto1Inputs */

const en_photos_choosephoto1 = /** @type {(inputs: Photos_Choosephoto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a Photo`)
};

const fil_photos_choosephoto1 = /** @type {(inputs: Photos_Choosephoto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pumili ng Litrato`)
};

/**
* | output |
* | --- |
* | "Choose a Photo" |
*
* @param {Photos_Choosephoto1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_choosephoto1 = /** @type {((inputs?: Photos_Choosephoto1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Choosephoto1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_choosephoto1(inputs)
	return en_photos_choosephoto1(inputs)
});
export { photos_choosephoto1 as "photos.choosePhoto" }