import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Terms7title1Inputs */

const en_static_terms7title1 = /** @type {(inputs: Static_Terms7title1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`7. Cancellations`)
};

const fil_static_terms7title1 = /** @type {(inputs: Static_Terms7title1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`7. Pagkansela`)
};

/**
* | output |
* | --- |
* | "7. Cancellations" |
*
* @param {Static_Terms7title1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_terms7title1 = /** @type {((inputs?: Static_Terms7title1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Terms7title1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_terms7title1(inputs)
	return en_static_terms7title1(inputs)
});
export { static_terms7title1 as "static.terms7Title" }