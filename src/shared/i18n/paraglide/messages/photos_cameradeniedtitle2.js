import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Cameradeniedtitle2Inputs */

const en_photos_cameradeniedtitle2 = /** @type {(inputs: Photos_Cameradeniedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camera Access Denied`)
};

const fil_photos_cameradeniedtitle2 = /** @type {(inputs: Photos_Cameradeniedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi pinayagan ang camera`)
};

/**
* | output |
* | --- |
* | "Camera Access Denied" |
*
* @param {Photos_Cameradeniedtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_cameradeniedtitle2 = /** @type {((inputs?: Photos_Cameradeniedtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Cameradeniedtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_cameradeniedtitle2(inputs)
	return en_photos_cameradeniedtitle2(inputs)
});
export { photos_cameradeniedtitle2 as "photos.cameraDeniedTitle" }