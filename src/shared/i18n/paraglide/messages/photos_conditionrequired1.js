import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Conditionrequired1Inputs */

const en_photos_conditionrequired1 = /** @type {(inputs: Photos_Conditionrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a condition`)
};

/**
* | output |
* | --- |
* | "Please enter a condition" |
*
* @param {Photos_Conditionrequired1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_conditionrequired1 = /** @type {((inputs?: Photos_Conditionrequired1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Conditionrequired1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_conditionrequired1(inputs)
});
export { photos_conditionrequired1 as "photos.conditionRequired" }