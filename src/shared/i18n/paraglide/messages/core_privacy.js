import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_PrivacyInputs */

const en_core_privacy = /** @type {(inputs: Core_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy`)
};

const fil_core_privacy = /** @type {(inputs: Core_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy`)
};

/**
* | output |
* | --- |
* | "Privacy" |
*
* @param {Core_PrivacyInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_privacy = /** @type {((inputs?: Core_PrivacyInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_PrivacyInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_privacy(inputs)
	return en_core_privacy(inputs)
});
export { core_privacy as "core.privacy" }