import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Itempanel1Inputs */

const en_photos_itempanel1 = /** @type {(inputs: Photos_Itempanel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About this item`)
};

const fil_photos_itempanel1 = /** @type {(inputs: Photos_Itempanel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tungkol sa gamit na ito`)
};

/**
* | output |
* | --- |
* | "About this item" |
*
* @param {Photos_Itempanel1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_itempanel1 = /** @type {((inputs?: Photos_Itempanel1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Itempanel1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_itempanel1(inputs)
	return en_photos_itempanel1(inputs)
});
export { photos_itempanel1 as "photos.itemPanel" }