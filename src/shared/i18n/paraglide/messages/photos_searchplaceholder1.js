import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Searchplaceholder1Inputs */

const en_photos_searchplaceholder1 = /** @type {(inputs: Photos_Searchplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search by brand, condition or tracking #`)
};

const fil_photos_searchplaceholder1 = /** @type {(inputs: Photos_Searchplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maghanap gamit ang brand, kondisyon o tracking #`)
};

/**
* | output |
* | --- |
* | "Search by brand, condition or tracking #" |
*
* @param {Photos_Searchplaceholder1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_searchplaceholder1 = /** @type {((inputs?: Photos_Searchplaceholder1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Searchplaceholder1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_searchplaceholder1(inputs)
	return en_photos_searchplaceholder1(inputs)
});
export { photos_searchplaceholder1 as "photos.searchPlaceholder" }