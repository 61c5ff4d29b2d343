import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Processfailed1Inputs */

const en_photos_processfailed1 = /** @type {(inputs: Photos_Processfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to process photo`)
};

const fil_photos_processfailed1 = /** @type {(inputs: Photos_Processfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi maproseso ang litrato`)
};

/**
* | output |
* | --- |
* | "Failed to process photo" |
*
* @param {Photos_Processfailed1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_processfailed1 = /** @type {((inputs?: Photos_Processfailed1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Processfailed1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_processfailed1(inputs)
	return en_photos_processfailed1(inputs)
});
export { photos_processfailed1 as "photos.processFailed" }