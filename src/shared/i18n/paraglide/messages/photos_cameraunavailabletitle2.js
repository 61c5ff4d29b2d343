import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Cameraunavailabletitle2Inputs */

const en_photos_cameraunavailabletitle2 = /** @type {(inputs: Photos_Cameraunavailabletitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camera Not Available`)
};

/**
* | output |
* | --- |
* | "Camera Not Available" |
*
* @param {Photos_Cameraunavailabletitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_cameraunavailabletitle2 = /** @type {((inputs?: Photos_Cameraunavailabletitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Cameraunavailabletitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_cameraunavailabletitle2(inputs)
});
export { photos_cameraunavailabletitle2 as "photos.cameraUnavailableTitle" }