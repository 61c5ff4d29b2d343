import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_PreparingInputs */

const en_photos_preparing = /** @type {(inputs: Photos_PreparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preparing photo…`)
};

const fil_photos_preparing = /** @type {(inputs: Photos_PreparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inihahanda ang litrato…`)
};

/**
* | output |
* | --- |
* | "Preparing photo…" |
*
* @param {Photos_PreparingInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_preparing = /** @type {((inputs?: Photos_PreparingInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_PreparingInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_preparing(inputs)
	return en_photos_preparing(inputs)
});
export { photos_preparing as "photos.preparing" }