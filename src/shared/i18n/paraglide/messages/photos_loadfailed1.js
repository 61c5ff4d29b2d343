import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Loadfailed1Inputs */

const en_photos_loadfailed1 = /** @type {(inputs: Photos_Loadfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load photos from database`)
};

const fil_photos_loadfailed1 = /** @type {(inputs: Photos_Loadfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi ma-load ang mga litrato mula sa database`)
};

/**
* | output |
* | --- |
* | "Failed to load photos from database" |
*
* @param {Photos_Loadfailed1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_loadfailed1 = /** @type {((inputs?: Photos_Loadfailed1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Loadfailed1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_loadfailed1(inputs)
	return en_photos_loadfailed1(inputs)
});
export { photos_loadfailed1 as "photos.loadFailed" }