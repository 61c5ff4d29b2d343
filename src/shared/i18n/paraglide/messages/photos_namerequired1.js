import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Namerequired1Inputs */

const en_photos_namerequired1 = /** @type {(inputs: Photos_Namerequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a name`)
};

/**
* | output |
* | --- |
* | "Please enter a name" |
*
* @param {Photos_Namerequired1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_namerequired1 = /** @type {((inputs?: Photos_Namerequired1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Namerequired1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_namerequired1(inputs)
});
export { photos_namerequired1 as "photos.nameRequired" }