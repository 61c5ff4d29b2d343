import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Savenote1Inputs */

const en_photos_savenote1 = /** @type {(inputs: Photos_Savenote1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save note`)
};

/**
* | output |
* | --- |
* | "Save note" |
*
* @param {Photos_Savenote1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_savenote1 = /** @type {((inputs?: Photos_Savenote1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Savenote1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_savenote1(inputs)
});
export { photos_savenote1 as "photos.saveNote" }