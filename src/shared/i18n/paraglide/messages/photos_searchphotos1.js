import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Searchphotos1Inputs */

const en_photos_searchphotos1 = /** @type {(inputs: Photos_Searchphotos1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search photos`)
};

/**
* | output |
* | --- |
* | "Search photos" |
*
* @param {Photos_Searchphotos1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_searchphotos1 = /** @type {((inputs?: Photos_Searchphotos1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Searchphotos1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_searchphotos1(inputs)
});
export { photos_searchphotos1 as "photos.searchPhotos" }