import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_PreparingInputs */

const en_photos_preparing = /** @type {(inputs: Photos_PreparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preparing photo…`)
};

/**
* | output |
* | --- |
* | "Preparing photo…" |
*
* @param {Photos_PreparingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_preparing = /** @type {((inputs?: Photos_PreparingInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_PreparingInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_preparing(inputs)
});
export { photos_preparing as "photos.preparing" }