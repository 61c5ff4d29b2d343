import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Terms2title1Inputs */

const en_static_terms2title1 = /** @type {(inputs: Static_Terms2title1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2. Service area`)
};

const fil_static_terms2title1 = /** @type {(inputs: Static_Terms2title1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2. Sakop ng serbisyo`)
};

/**
* | output |
* | --- |
* | "2. Service area" |
*
* @param {Static_Terms2title1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_terms2title1 = /** @type {((inputs?: Static_Terms2title1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Terms2title1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_terms2title1(inputs)
	return en_static_terms2title1(inputs)
});
export { static_terms2title1 as "static.terms2Title" }