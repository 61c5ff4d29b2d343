import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Cameradeniedtitle2Inputs */

const en_photos_cameradeniedtitle2 = /** @type {(inputs: Photos_Cameradeniedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camera Access Denied`)
};

/**
* | output |
* | --- |
* | "Camera Access Denied" |
*
* @param {Photos_Cameradeniedtitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_cameradeniedtitle2 = /** @type {((inputs?: Photos_Cameradeniedtitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Cameradeniedtitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_cameradeniedtitle2(inputs)
});
export { photos_cameradeniedtitle2 as "photos.cameraDeniedTitle" }