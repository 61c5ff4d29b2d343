import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Savedetails1Inputs */

const en_photos_savedetails1 = /** @type {(inputs: Photos_Savedetails1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save details`)
};

/**
* | output |
* | --- |
* | "Save details" |
*
* @param {Photos_Savedetails1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_savedetails1 = /** @type {((inputs?: Photos_Savedetails1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Savedetails1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_savedetails1(inputs)
});
export { photos_savedetails1 as "photos.saveDetails" }