import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Privacycollecttitle2Inputs */

const en_static_privacycollecttitle2 = /** @type {(inputs: Static_Privacycollecttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What we collect`)
};

const fil_static_privacycollecttitle2 = /** @type {(inputs: Static_Privacycollecttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ano ang kinokolekta namin`)
};

/**
* | output |
* | --- |
* | "What we collect" |
*
* @param {Static_Privacycollecttitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_privacycollecttitle2 = /** @type {((inputs?: Static_Privacycollecttitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Privacycollecttitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_privacycollecttitle2(inputs)
	return en_static_privacycollecttitle2(inputs)
});
export { static_privacycollecttitle2 as "static.privacyCollectTitle" }