import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Deletefailed1Inputs */

const en_photos_deletefailed1 = /** @type {(inputs: Photos_Deletefailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete photo from storage`)
};

const fil_photos_deletefailed1 = /** @type {(inputs: Photos_Deletefailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi mabura ang litrato sa storage`)
};

/**
* | output |
* | --- |
* | "Failed to delete photo from storage" |
*
* @param {Photos_Deletefailed1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_deletefailed1 = /** @type {((inputs?: Photos_Deletefailed1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Deletefailed1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_deletefailed1(inputs)
	return en_photos_deletefailed1(inputs)
});
export { photos_deletefailed1 as "photos.deleteFailed" }