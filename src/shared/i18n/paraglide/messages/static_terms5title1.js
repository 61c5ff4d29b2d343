import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Terms5title1Inputs */

const en_static_terms5title1 = /** @type {(inputs: Static_Terms5title1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5. Privacy`)
};

const fil_static_terms5title1 = /** @type {(inputs: Static_Terms5title1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5. Privacy`)
};

/**
* | output |
* | --- |
* | "5. Privacy" |
*
* @param {Static_Terms5title1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_terms5title1 = /** @type {((inputs?: Static_Terms5title1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Terms5title1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_terms5title1(inputs)
	return en_static_terms5title1(inputs)
});
export { static_terms5title1 as "static.terms5Title" }