import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Cameradenied1Inputs */

const en_photos_cameradenied1 = /** @type {(inputs: Photos_Cameradenied1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please allow camera access in your browser settings to use this feature.`)
};

const fil_photos_cameradenied1 = /** @type {(inputs: Photos_Cameradenied1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payagan ang camera sa settings ng browser mo para magamit ito.`)
};

/**
* | output |
* | --- |
* | "Please allow camera access in your browser settings to use this feature." |
*
* @param {Photos_Cameradenied1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_cameradenied1 = /** @type {((inputs?: Photos_Cameradenied1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Cameradenied1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_cameradenied1(inputs)
	return en_photos_cameradenied1(inputs)
});
export { photos_cameradenied1 as "photos.cameraDenied" }