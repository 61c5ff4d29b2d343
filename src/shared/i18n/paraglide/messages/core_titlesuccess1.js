import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Titlesuccess1Inputs */

const en_core_titlesuccess1 = /** @type {(inputs: Core_Titlesuccess1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Success`)
};

const fil_core_titlesuccess1 = /** @type {(inputs: Core_Titlesuccess1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tagumpay`)
};

/**
* | output |
* | --- |
* | "Success" |
*
* @param {Core_Titlesuccess1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_titlesuccess1 = /** @type {((inputs?: Core_Titlesuccess1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Titlesuccess1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_titlesuccess1(inputs)
	return en_core_titlesuccess1(inputs)
});
export { core_titlesuccess1 as "core.titleSuccess" }