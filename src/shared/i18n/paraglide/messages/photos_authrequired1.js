import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Authrequired1Inputs */

const en_photos_authrequired1 = /** @type {(inputs: Photos_Authrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentication required`)
};

const fil_photos_authrequired1 = /** @type {(inputs: Photos_Authrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kailangang naka-sign in`)
};

/**
* | output |
* | --- |
* | "Authentication required" |
*
* @param {Photos_Authrequired1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_authrequired1 = /** @type {((inputs?: Photos_Authrequired1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Authrequired1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_authrequired1(inputs)
	return en_photos_authrequired1(inputs)
});
export { photos_authrequired1 as "photos.authRequired" }