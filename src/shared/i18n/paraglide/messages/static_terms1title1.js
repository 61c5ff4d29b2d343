import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Terms1title1Inputs */

const en_static_terms1title1 = /** @type {(inputs: Static_Terms1title1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1. Service description`)
};

const fil_static_terms1title1 = /** @type {(inputs: Static_Terms1title1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1. Paglalarawan ng serbisyo`)
};

/**
* | output |
* | --- |
* | "1. Service description" |
*
* @param {Static_Terms1title1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_terms1title1 = /** @type {((inputs?: Static_Terms1title1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Terms1title1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_terms1title1(inputs)
	return en_static_terms1title1(inputs)
});
export { static_terms1title1 as "static.terms1Title" }