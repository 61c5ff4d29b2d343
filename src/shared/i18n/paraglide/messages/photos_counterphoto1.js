import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Counterphoto1Inputs */

const en_photos_counterphoto1 = /** @type {(inputs: Photos_Counterphoto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo `)
};

const fil_photos_counterphoto1 = /** @type {(inputs: Photos_Counterphoto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Litrato `)
};

/**
* | output |
* | --- |
* | "Photo" |
*
* @param {Photos_Counterphoto1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_counterphoto1 = /** @type {((inputs?: Photos_Counterphoto1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Counterphoto1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_counterphoto1(inputs)
	return en_photos_counterphoto1(inputs)
});
export { photos_counterphoto1 as "photos.counterPhoto" }