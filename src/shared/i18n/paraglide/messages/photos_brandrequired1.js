import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Brandrequired1Inputs */

const en_photos_brandrequired1 = /** @type {(inputs: Photos_Brandrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a brand`)
};

const fil_photos_brandrequired1 = /** @type {(inputs: Photos_Brandrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakilagay ang brand`)
};

/**
* | output |
* | --- |
* | "Please enter a brand" |
*
* @param {Photos_Brandrequired1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_brandrequired1 = /** @type {((inputs?: Photos_Brandrequired1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Brandrequired1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_brandrequired1(inputs)
	return en_photos_brandrequired1(inputs)
});
export { photos_brandrequired1 as "photos.brandRequired" }