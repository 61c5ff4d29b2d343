import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Nophotosleft2Inputs */

const en_photos_nophotosleft2 = /** @type {(inputs: Photos_Nophotosleft2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This request has no photos left. Ask the customer for photos before scheduling, or decline it.`)
};

/**
* | output |
* | --- |
* | "This request has no photos left. Ask the customer for photos before scheduling, or decline it." |
*
* @param {Photos_Nophotosleft2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_nophotosleft2 = /** @type {((inputs?: Photos_Nophotosleft2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Nophotosleft2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_nophotosleft2(inputs)
});
export { photos_nophotosleft2 as "photos.noPhotosLeft" }