import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Deletefailedtitle2Inputs */

const en_photos_deletefailedtitle2 = /** @type {(inputs: Photos_Deletefailedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

const fil_photos_deletefailedtitle2 = /** @type {(inputs: Photos_Deletefailedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Photos_Deletefailedtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_deletefailedtitle2 = /** @type {((inputs?: Photos_Deletefailedtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Deletefailedtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_deletefailedtitle2(inputs)
	return en_photos_deletefailedtitle2(inputs)
});
export { photos_deletefailedtitle2 as "photos.deleteFailedTitle" }