import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Nothingtoupdate2Inputs */

const en_photos_nothingtoupdate2 = /** @type {(inputs: Photos_Nothingtoupdate2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing to update`)
};

/**
* | output |
* | --- |
* | "Nothing to update" |
*
* @param {Photos_Nothingtoupdate2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_nothingtoupdate2 = /** @type {((inputs?: Photos_Nothingtoupdate2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Nothingtoupdate2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_nothingtoupdate2(inputs)
});
export { photos_nothingtoupdate2 as "photos.nothingToUpdate" }