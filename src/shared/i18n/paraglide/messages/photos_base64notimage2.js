import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Base64notimage2Inputs */

const en_photos_base64notimage2 = /** @type {(inputs: Photos_Base64notimage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`base64Data is not a base64 image (or a data: URL of one).`)
};

const fil_photos_base64notimage2 = /** @type {(inputs: Photos_Base64notimage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi base64 na litrato ang base64Data (o data: URL nito).`)
};

/**
* | output |
* | --- |
* | "base64Data is not a base64 image (or a data: URL of one)." |
*
* @param {Photos_Base64notimage2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_base64notimage2 = /** @type {((inputs?: Photos_Base64notimage2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Base64notimage2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_base64notimage2(inputs)
	return en_photos_base64notimage2(inputs)
});
export { photos_base64notimage2 as "photos.base64NotImage" }