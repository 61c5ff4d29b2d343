import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Itemname1Inputs */

const en_photos_itemname1 = /** @type {(inputs: Photos_Itemname1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item name`)
};

/**
* | output |
* | --- |
* | "Item name" |
*
* @param {Photos_Itemname1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_itemname1 = /** @type {((inputs?: Photos_Itemname1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Itemname1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_itemname1(inputs)
});
export { photos_itemname1 as "photos.itemName" }