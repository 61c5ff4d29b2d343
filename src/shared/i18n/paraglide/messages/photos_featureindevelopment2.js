import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Featureindevelopment2Inputs */

const en_photos_featureindevelopment2 = /** @type {(inputs: Photos_Featureindevelopment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This feature is in development.`)
};

/**
* | output |
* | --- |
* | "This feature is in development." |
*
* @param {Photos_Featureindevelopment2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_featureindevelopment2 = /** @type {((inputs?: Photos_Featureindevelopment2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Featureindevelopment2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_featureindevelopment2(inputs)
});
export { photos_featureindevelopment2 as "photos.featureInDevelopment" }