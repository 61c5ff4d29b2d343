import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Photos_Showphoto1Inputs */

const en_photos_showphoto1 = /** @type {(inputs: Photos_Showphoto1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show ${i?.label}`)
};

/**
* | output |
* | --- |
* | "Show {label}" |
*
* @param {Photos_Showphoto1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_showphoto1 = /** @type {((inputs: Photos_Showphoto1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Showphoto1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_showphoto1(inputs)
});
export { photos_showphoto1 as "photos.showPhoto" }