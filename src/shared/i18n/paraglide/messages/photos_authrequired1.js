import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Authrequired1Inputs */

const en_photos_authrequired1 = /** @type {(inputs: Photos_Authrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentication required`)
};

/**
* | output |
* | --- |
* | "Authentication required" |
*
* @param {Photos_Authrequired1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_authrequired1 = /** @type {((inputs?: Photos_Authrequired1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Authrequired1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_authrequired1(inputs)
});
export { photos_authrequired1 as "photos.authRequired" }