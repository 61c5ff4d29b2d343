import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_ConditionInputs */

const en_photos_condition = /** @type {(inputs: Photos_ConditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Condition`)
};

const fil_photos_condition = /** @type {(inputs: Photos_ConditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kondisyon`)
};

/**
* | output |
* | --- |
* | "Condition" |
*
* @param {Photos_ConditionInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_condition = /** @type {((inputs?: Photos_ConditionInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_ConditionInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_condition(inputs)
	return en_photos_condition(inputs)
});
export { photos_condition as "photos.condition" }