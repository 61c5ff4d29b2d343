import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Languageenglish1Inputs */

const en_core_languageenglish1 = /** @type {(inputs: Core_Languageenglish1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`English`)
};

const fil_core_languageenglish1 = /** @type {(inputs: Core_Languageenglish1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`English`)
};

/**
* | output |
* | --- |
* | "English" |
*
* @param {Core_Languageenglish1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_languageenglish1 = /** @type {((inputs?: Core_Languageenglish1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Languageenglish1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_languageenglish1(inputs)
	return en_core_languageenglish1(inputs)
});
export { core_languageenglish1 as "core.languageEnglish" }