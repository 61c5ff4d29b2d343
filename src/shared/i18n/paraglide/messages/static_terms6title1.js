import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Terms6title1Inputs */

const en_static_terms6title1 = /** @type {(inputs: Static_Terms6title1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6. Limitation of liability`)
};

const fil_static_terms6title1 = /** @type {(inputs: Static_Terms6title1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6. Limitasyon ng pananagutan`)
};

/**
* | output |
* | --- |
* | "6. Limitation of liability" |
*
* @param {Static_Terms6title1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_terms6title1 = /** @type {((inputs?: Static_Terms6title1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Terms6title1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_terms6title1(inputs)
	return en_static_terms6title1(inputs)
});
export { static_terms6title1 as "static.terms6Title" }