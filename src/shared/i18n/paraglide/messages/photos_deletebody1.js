import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Deletebody1Inputs */

const en_photos_deletebody1 = /** @type {(inputs: Photos_Deletebody1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The photo and its stored file are removed for good. This cannot be undone.`)
};

const fil_photos_deletebody1 = /** @type {(inputs: Photos_Deletebody1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tuluyang mabubura ang litrato at ang naka-store na file nito. Hindi na ito maibabalik.`)
};

/**
* | output |
* | --- |
* | "The photo and its stored file are removed for good. This cannot be undone." |
*
* @param {Photos_Deletebody1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_deletebody1 = /** @type {((inputs?: Photos_Deletebody1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Deletebody1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_deletebody1(inputs)
	return en_photos_deletebody1(inputs)
});
export { photos_deletebody1 as "photos.deleteBody" }