import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Step3title1Inputs */

const en_static_step3title1 = /** @type {(inputs: Static_Step3title1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schedule a pickup`)
};

/**
* | output |
* | --- |
* | "Schedule a pickup" |
*
* @param {Static_Step3title1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_step3title1 = /** @type {((inputs?: Static_Step3title1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Step3title1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_step3title1(inputs)
});
export { static_step3title1 as "static.step3Title" }