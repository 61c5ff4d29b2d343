import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Privacyformlink2Inputs */

const en_core_privacyformlink2 = /** @type {(inputs: Core_Privacyformlink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy notice`)
};

const fil_core_privacyformlink2 = /** @type {(inputs: Core_Privacyformlink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy notice`)
};

/**
* | output |
* | --- |
* | "Privacy notice" |
*
* @param {Core_Privacyformlink2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_privacyformlink2 = /** @type {((inputs?: Core_Privacyformlink2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Privacyformlink2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_privacyformlink2(inputs)
	return en_core_privacyformlink2(inputs)
});
export { core_privacyformlink2 as "core.privacyFormLink" }