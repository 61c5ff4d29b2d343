import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Cameraunavailabletitle2Inputs */

const en_photos_cameraunavailabletitle2 = /** @type {(inputs: Photos_Cameraunavailabletitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camera Not Available`)
};

const fil_photos_cameraunavailabletitle2 = /** @type {(inputs: Photos_Cameraunavailabletitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walang available na camera`)
};

/**
* | output |
* | --- |
* | "Camera Not Available" |
*
* @param {Photos_Cameraunavailabletitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_cameraunavailabletitle2 = /** @type {((inputs?: Photos_Cameraunavailabletitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Cameraunavailabletitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_cameraunavailabletitle2(inputs)
	return en_photos_cameraunavailabletitle2(inputs)
});
export { photos_cameraunavailabletitle2 as "photos.cameraUnavailableTitle" }