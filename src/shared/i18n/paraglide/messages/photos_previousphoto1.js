import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Previousphoto1Inputs */

const en_photos_previousphoto1 = /** @type {(inputs: Photos_Previousphoto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous photo`)
};

const fil_photos_previousphoto1 = /** @type {(inputs: Photos_Previousphoto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nakaraang litrato`)
};

/**
* | output |
* | --- |
* | "Previous photo" |
*
* @param {Photos_Previousphoto1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_previousphoto1 = /** @type {((inputs?: Photos_Previousphoto1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Previousphoto1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_previousphoto1(inputs)
	return en_photos_previousphoto1(inputs)
});
export { photos_previousphoto1 as "photos.previousPhoto" }