import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Terms3title1Inputs */

const en_static_terms3title1 = /** @type {(inputs: Static_Terms3title1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3. User responsibilities`)
};

const fil_static_terms3title1 = /** @type {(inputs: Static_Terms3title1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3. Mga responsibilidad ng user`)
};

/**
* | output |
* | --- |
* | "3. User responsibilities" |
*
* @param {Static_Terms3title1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_terms3title1 = /** @type {((inputs?: Static_Terms3title1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Terms3title1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_terms3title1(inputs)
	return en_static_terms3title1(inputs)
});
export { static_terms3title1 as "static.terms3Title" }