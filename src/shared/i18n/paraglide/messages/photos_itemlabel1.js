import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Itemlabel1Inputs */

const en_photos_itemlabel1 = /** @type {(inputs: Photos_Itemlabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item`)
};

const fil_photos_itemlabel1 = /** @type {(inputs: Photos_Itemlabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gamit`)
};

/**
* | output |
* | --- |
* | "Item" |
*
* @param {Photos_Itemlabel1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_itemlabel1 = /** @type {((inputs?: Photos_Itemlabel1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Itemlabel1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_itemlabel1(inputs)
	return en_photos_itemlabel1(inputs)
});
export { photos_itemlabel1 as "photos.itemLabel" }