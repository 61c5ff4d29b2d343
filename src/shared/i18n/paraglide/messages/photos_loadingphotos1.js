import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Loadingphotos1Inputs */

const en_photos_loadingphotos1 = /** @type {(inputs: Photos_Loadingphotos1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading photos`)
};

/**
* | output |
* | --- |
* | "Loading photos" |
*
* @param {Photos_Loadingphotos1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_loadingphotos1 = /** @type {((inputs?: Photos_Loadingphotos1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Loadingphotos1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_loadingphotos1(inputs)
});
export { photos_loadingphotos1 as "photos.loadingPhotos" }