import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Itemname1Inputs */

const en_photos_itemname1 = /** @type {(inputs: Photos_Itemname1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item name`)
};

const fil_photos_itemname1 = /** @type {(inputs: Photos_Itemname1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pangalan ng gamit`)
};

/**
* | output |
* | --- |
* | "Item name" |
*
* @param {Photos_Itemname1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_itemname1 = /** @type {((inputs?: Photos_Itemname1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Itemname1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_itemname1(inputs)
	return en_photos_itemname1(inputs)
});
export { photos_itemname1 as "photos.itemName" }