import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Terms3title1Inputs */

const en_static_terms3title1 = /** @type {(inputs: Static_Terms3title1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3. User responsibilities`)
};

/**
* | output |
* | --- |
* | "3. User responsibilities" |
*
* @param {Static_Terms3title1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_terms3title1 = /** @type {((inputs?: Static_Terms3title1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Terms3title1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_terms3title1(inputs)
});
export { static_terms3title1 as "static.terms3Title" }