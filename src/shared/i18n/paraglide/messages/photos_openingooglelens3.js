import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Openingooglelens3Inputs */

const en_photos_openingooglelens3 = /** @type {(inputs: Photos_Openingooglelens3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open in Google Lens`)
};

const fil_photos_openingooglelens3 = /** @type {(inputs: Photos_Openingooglelens3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buksan sa Google Lens`)
};

/**
* | output |
* | --- |
* | "Open in Google Lens" |
*
* @param {Photos_Openingooglelens3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_openingooglelens3 = /** @type {((inputs?: Photos_Openingooglelens3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Openingooglelens3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_openingooglelens3(inputs)
	return en_photos_openingooglelens3(inputs)
});
export { photos_openingooglelens3 as "photos.openInGoogleLens" }