import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Savedetails1Inputs */

const en_photos_savedetails1 = /** @type {(inputs: Photos_Savedetails1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save details`)
};

const fil_photos_savedetails1 = /** @type {(inputs: Photos_Savedetails1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-save ang detalye`)
};

/**
* | output |
* | --- |
* | "Save details" |
*
* @param {Photos_Savedetails1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_savedetails1 = /** @type {((inputs?: Photos_Savedetails1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Savedetails1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_savedetails1(inputs)
	return en_photos_savedetails1(inputs)
});
export { photos_savedetails1 as "photos.saveDetails" }