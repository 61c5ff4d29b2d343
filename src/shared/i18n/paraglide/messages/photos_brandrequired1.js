import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Brandrequired1Inputs */

const en_photos_brandrequired1 = /** @type {(inputs: Photos_Brandrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a brand`)
};

/**
* | output |
* | --- |
* | "Please enter a brand" |
*
* @param {Photos_Brandrequired1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_brandrequired1 = /** @type {((inputs?: Photos_Brandrequired1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Brandrequired1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_brandrequired1(inputs)
});
export { photos_brandrequired1 as "photos.brandRequired" }