import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Debugsection1Inputs */

const en_photos_debugsection1 = /** @type {(inputs: Photos_Debugsection1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Debug`)
};

const fil_photos_debugsection1 = /** @type {(inputs: Photos_Debugsection1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Debug`)
};

/**
* | output |
* | --- |
* | "Debug" |
*
* @param {Photos_Debugsection1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_debugsection1 = /** @type {((inputs?: Photos_Debugsection1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Debugsection1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_debugsection1(inputs)
	return en_photos_debugsection1(inputs)
});
export { photos_debugsection1 as "photos.debugSection" }