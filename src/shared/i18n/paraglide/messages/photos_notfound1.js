import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Notfound1Inputs */

const en_photos_notfound1 = /** @type {(inputs: Photos_Notfound1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo not found`)
};

/**
* | output |
* | --- |
* | "Photo not found" |
*
* @param {Photos_Notfound1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_notfound1 = /** @type {((inputs?: Photos_Notfound1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Notfound1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_notfound1(inputs)
});
export { photos_notfound1 as "photos.notFound" }