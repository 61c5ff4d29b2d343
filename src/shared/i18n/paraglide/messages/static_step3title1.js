import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Step3title1Inputs */

const en_static_step3title1 = /** @type {(inputs: Static_Step3title1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schedule a pickup`)
};

const fil_static_step3title1 = /** @type {(inputs: Static_Step3title1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mag-schedule ng pickup`)
};

/**
* | output |
* | --- |
* | "Schedule a pickup" |
*
* @param {Static_Step3title1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_step3title1 = /** @type {((inputs?: Static_Step3title1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Step3title1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_step3title1(inputs)
	return en_static_step3title1(inputs)
});
export { static_step3title1 as "static.step3Title" }