import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Searchplaceholder1Inputs */

const en_photos_searchplaceholder1 = /** @type {(inputs: Photos_Searchplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search by brand, condition or tracking #`)
};

/**
* | output |
* | --- |
* | "Search by brand, condition or tracking #" |
*
* @param {Photos_Searchplaceholder1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_searchplaceholder1 = /** @type {((inputs?: Photos_Searchplaceholder1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Searchplaceholder1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_searchplaceholder1(inputs)
});
export { photos_searchplaceholder1 as "photos.searchPlaceholder" }