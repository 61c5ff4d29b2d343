import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Deletetitle1Inputs */

const en_photos_deletetitle1 = /** @type {(inputs: Photos_Deletetitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete this photo?`)
};

const fil_photos_deletetitle1 = /** @type {(inputs: Photos_Deletetitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Burahin ang litratong ito?`)
};

/**
* | output |
* | --- |
* | "Delete this photo?" |
*
* @param {Photos_Deletetitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_deletetitle1 = /** @type {((inputs?: Photos_Deletetitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Deletetitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_deletetitle1(inputs)
	return en_photos_deletetitle1(inputs)
});
export { photos_deletetitle1 as "photos.deleteTitle" }