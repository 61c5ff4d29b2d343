import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Conditionrequired1Inputs */

const en_photos_conditionrequired1 = /** @type {(inputs: Photos_Conditionrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a condition`)
};

const fil_photos_conditionrequired1 = /** @type {(inputs: Photos_Conditionrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakilagay ang kondisyon`)
};

/**
* | output |
* | --- |
* | "Please enter a condition" |
*
* @param {Photos_Conditionrequired1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_conditionrequired1 = /** @type {((inputs?: Photos_Conditionrequired1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Conditionrequired1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_conditionrequired1(inputs)
	return en_photos_conditionrequired1(inputs)
});
export { photos_conditionrequired1 as "photos.conditionRequired" }