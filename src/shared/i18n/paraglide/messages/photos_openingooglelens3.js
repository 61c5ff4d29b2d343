import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Openingooglelens3Inputs */

const en_photos_openingooglelens3 = /** @type {(inputs: Photos_Openingooglelens3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open in Google Lens`)
};

/**
* | output |
* | --- |
* | "Open in Google Lens" |
*
* @param {Photos_Openingooglelens3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_openingooglelens3 = /** @type {((inputs?: Photos_Openingooglelens3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Openingooglelens3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_openingooglelens3(inputs)
});
export { photos_openingooglelens3 as "photos.openInGoogleLens" }