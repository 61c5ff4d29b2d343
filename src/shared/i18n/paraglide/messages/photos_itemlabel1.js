import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Itemlabel1Inputs */

const en_photos_itemlabel1 = /** @type {(inputs: Photos_Itemlabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item`)
};

/**
* | output |
* | --- |
* | "Item" |
*
* @param {Photos_Itemlabel1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_itemlabel1 = /** @type {((inputs?: Photos_Itemlabel1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Itemlabel1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_itemlabel1(inputs)
});
export { photos_itemlabel1 as "photos.itemLabel" }