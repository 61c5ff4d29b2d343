import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Itemplaceholder1Inputs */

const en_photos_itemplaceholder1 = /** @type {(inputs: Photos_Itemplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chair, rice cooker, bicycle…`)
};

/**
* | output |
* | --- |
* | "Chair, rice cooker, bicycle…" |
*
* @param {Photos_Itemplaceholder1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_itemplaceholder1 = /** @type {((inputs?: Photos_Itemplaceholder1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Itemplaceholder1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_itemplaceholder1(inputs)
});
export { photos_itemplaceholder1 as "photos.itemPlaceholder" }