import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Debugsection1Inputs */

const en_photos_debugsection1 = /** @type {(inputs: Photos_Debugsection1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Debug`)
};

/**
* | output |
* | --- |
* | "Debug" |
*
* @param {Photos_Debugsection1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_debugsection1 = /** @type {((inputs?: Photos_Debugsection1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Debugsection1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_debugsection1(inputs)
});
export { photos_debugsection1 as "photos.debugSection" }