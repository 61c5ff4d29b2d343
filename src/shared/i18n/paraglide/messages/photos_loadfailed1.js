import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Loadfailed1Inputs */

const en_photos_loadfailed1 = /** @type {(inputs: Photos_Loadfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load photos from database`)
};

/**
* | output |
* | --- |
* | "Failed to load photos from database" |
*
* @param {Photos_Loadfailed1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_loadfailed1 = /** @type {((inputs?: Photos_Loadfailed1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Loadfailed1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_loadfailed1(inputs)
});
export { photos_loadfailed1 as "photos.loadFailed" }