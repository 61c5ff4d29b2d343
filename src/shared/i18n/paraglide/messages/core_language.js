import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_LanguageInputs */

const en_core_language = /** @type {(inputs: Core_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

const fil_core_language = /** @type {(inputs: Core_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wika`)
};

/**
* | output |
* | --- |
* | "Language" |
*
* @param {Core_LanguageInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_language = /** @type {((inputs?: Core_LanguageInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_LanguageInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_language(inputs)
	return en_core_language(inputs)
});
export { core_language as "core.language" }