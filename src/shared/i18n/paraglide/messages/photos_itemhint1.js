import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Itemhint1Inputs */

const en_photos_itemhint1 = /** @type {(inputs: Photos_Itemhint1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type a description and we suggest the item name; type the name yourself to keep it.`)
};

/**
* | output |
* | --- |
* | "Type a description and we suggest the item name; type the name yourself to keep it." |
*
* @param {Photos_Itemhint1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_itemhint1 = /** @type {((inputs?: Photos_Itemhint1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Itemhint1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_itemhint1(inputs)
});
export { photos_itemhint1 as "photos.itemHint" }