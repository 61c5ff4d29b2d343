import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_RetakeInputs */

const en_photos_retake = /** @type {(inputs: Photos_RetakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retake`)
};

const fil_photos_retake = /** @type {(inputs: Photos_RetakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kunan ulit`)
};

/**
* | output |
* | --- |
* | "Retake" |
*
* @param {Photos_RetakeInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_retake = /** @type {((inputs?: Photos_RetakeInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_RetakeInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_retake(inputs)
	return en_photos_retake(inputs)
});
export { photos_retake as "photos.retake" }