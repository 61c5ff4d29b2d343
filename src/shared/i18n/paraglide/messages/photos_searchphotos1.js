import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Searchphotos1Inputs */

const en_photos_searchphotos1 = /** @type {(inputs: Photos_Searchphotos1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search photos`)
};

const fil_photos_searchphotos1 = /** @type {(inputs: Photos_Searchphotos1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maghanap ng litrato`)
};

/**
* | output |
* | --- |
* | "Search photos" |
*
* @param {Photos_Searchphotos1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_searchphotos1 = /** @type {((inputs?: Photos_Searchphotos1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Searchphotos1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_searchphotos1(inputs)
	return en_photos_searchphotos1(inputs)
});
export { photos_searchphotos1 as "photos.searchPhotos" }