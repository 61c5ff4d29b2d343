import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Photos_Showphoto1Inputs */

const en_photos_showphoto1 = /** @type {(inputs: Photos_Showphoto1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show ${i?.label}`)
};

const fil_photos_showphoto1 = /** @type {(inputs: Photos_Showphoto1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ipakita ang ${i?.label}`)
};

/**
* | output |
* | --- |
* | "Show {label}" |
*
* @param {Photos_Showphoto1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_showphoto1 = /** @type {((inputs: Photos_Showphoto1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Showphoto1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_showphoto1(inputs)
	return en_photos_showphoto1(inputs)
});
export { photos_showphoto1 as "photos.showPhoto" }