import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Itempanel1Inputs */

const en_photos_itempanel1 = /** @type {(inputs: Photos_Itempanel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About this item`)
};

/**
* | output |
* | --- |
* | "About this item" |
*
* @param {Photos_Itempanel1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_itempanel1 = /** @type {((inputs?: Photos_Itempanel1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Itempanel1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_itempanel1(inputs)
});
export { photos_itempanel1 as "photos.itemPanel" }