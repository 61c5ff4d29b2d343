import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Loadingphotos1Inputs */

const en_photos_loadingphotos1 = /** @type {(inputs: Photos_Loadingphotos1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading photos`)
};

const fil_photos_loadingphotos1 = /** @type {(inputs: Photos_Loadingphotos1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nilo-load ang mga litrato`)
};

/**
* | output |
* | --- |
* | "Loading photos" |
*
* @param {Photos_Loadingphotos1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_loadingphotos1 = /** @type {((inputs?: Photos_Loadingphotos1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Loadingphotos1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_loadingphotos1(inputs)
	return en_photos_loadingphotos1(inputs)
});
export { photos_loadingphotos1 as "photos.loadingPhotos" }