import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Nophotoshint2Inputs */

const en_photos_nophotoshint2 = /** @type {(inputs: Photos_Nophotoshint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Take a photo or upload one from your gallery to get started.`)
};

/**
* | output |
* | --- |
* | "Take a photo or upload one from your gallery to get started." |
*
* @param {Photos_Nophotoshint2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_nophotoshint2 = /** @type {((inputs?: Photos_Nophotoshint2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Nophotoshint2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_nophotoshint2(inputs)
});
export { photos_nophotoshint2 as "photos.noPhotosHint" }