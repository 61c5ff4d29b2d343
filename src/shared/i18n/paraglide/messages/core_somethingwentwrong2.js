import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Somethingwentwrong2Inputs */

const en_core_somethingwentwrong2 = /** @type {(inputs: Core_Somethingwentwrong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong. Please try again.`)
};

const fil_core_somethingwentwrong2 = /** @type {(inputs: Core_Somethingwentwrong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nagkaproblema. Pakisubukan ulit.`)
};

/**
* | output |
* | --- |
* | "Something went wrong. Please try again." |
*
* @param {Core_Somethingwentwrong2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_somethingwentwrong2 = /** @type {((inputs?: Core_Somethingwentwrong2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Somethingwentwrong2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_somethingwentwrong2(inputs)
	return en_core_somethingwentwrong2(inputs)
});
export { core_somethingwentwrong2 as "core.somethingWentWrong" }