import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Itemplaceholder1Inputs */

const en_photos_itemplaceholder1 = /** @type {(inputs: Photos_Itemplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chair, rice cooker, bicycle…`)
};

const fil_photos_itemplaceholder1 = /** @type {(inputs: Photos_Itemplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upuan, rice cooker, bisikleta…`)
};

/**
* | output |
* | --- |
* | "Chair, rice cooker, bicycle…" |
*
* @param {Photos_Itemplaceholder1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_itemplaceholder1 = /** @type {((inputs?: Photos_Itemplaceholder1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Itemplaceholder1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_itemplaceholder1(inputs)
	return en_photos_itemplaceholder1(inputs)
});
export { photos_itemplaceholder1 as "photos.itemPlaceholder" }