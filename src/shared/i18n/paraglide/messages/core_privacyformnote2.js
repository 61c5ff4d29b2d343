import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Privacyformnote2Inputs */

const en_core_privacyformnote2 = /** @type {(inputs: Core_Privacyformnote2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We use these details only for your pickup. How we keep and erase them:`)
};

const fil_core_privacyformnote2 = /** @type {(inputs: Core_Privacyformnote2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ginagamit lang namin ang mga detalyeng ito para sa pickup mo. Paano namin ito itinatago at binubura:`)
};

/**
* | output |
* | --- |
* | "We use these details only for your pickup. How we keep and erase them:" |
*
* @param {Core_Privacyformnote2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_privacyformnote2 = /** @type {((inputs?: Core_Privacyformnote2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Privacyformnote2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_privacyformnote2(inputs)
	return en_core_privacyformnote2(inputs)
});
export { core_privacyformnote2 as "core.privacyFormNote" }