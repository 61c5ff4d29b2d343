import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Languagefilipino1Inputs */

const en_core_languagefilipino1 = /** @type {(inputs: Core_Languagefilipino1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filipino`)
};

const fil_core_languagefilipino1 = /** @type {(inputs: Core_Languagefilipino1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filipino`)
};

/**
* | output |
* | --- |
* | "Filipino" |
*
* @param {Core_Languagefilipino1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_languagefilipino1 = /** @type {((inputs?: Core_Languagefilipino1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Languagefilipino1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_languagefilipino1(inputs)
	return en_core_languagefilipino1(inputs)
});
export { core_languagefilipino1 as "core.languageFilipino" }