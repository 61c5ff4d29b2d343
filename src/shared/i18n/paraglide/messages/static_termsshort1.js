import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Termsshort1Inputs */

const en_static_termsshort1 = /** @type {(inputs: Static_Termsshort1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The short version of our terms.`)
};

const fil_static_termsshort1 = /** @type {(inputs: Static_Termsshort1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ang maikling bersyon ng aming terms.`)
};

/**
* | output |
* | --- |
* | "The short version of our terms." |
*
* @param {Static_Termsshort1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_termsshort1 = /** @type {((inputs?: Static_Termsshort1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Termsshort1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_termsshort1(inputs)
	return en_static_termsshort1(inputs)
});
export { static_termsshort1 as "static.termsShort" }