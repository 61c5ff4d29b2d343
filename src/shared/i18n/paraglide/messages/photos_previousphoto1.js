import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Previousphoto1Inputs */

const en_photos_previousphoto1 = /** @type {(inputs: Photos_Previousphoto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous photo`)
};

/**
* | output |
* | --- |
* | "Previous photo" |
*
* @param {Photos_Previousphoto1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_previousphoto1 = /** @type {((inputs?: Photos_Previousphoto1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Previousphoto1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_previousphoto1(inputs)
});
export { photos_previousphoto1 as "photos.previousPhoto" }