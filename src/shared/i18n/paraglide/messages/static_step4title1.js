import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Step4title1Inputs */

const en_static_step4title1 = /** @type {(inputs: Static_Step4title1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We handle the rest`)
};

const fil_static_step4title1 = /** @type {(inputs: Static_Step4title1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kami na ang bahala sa iba`)
};

/**
* | output |
* | --- |
* | "We handle the rest" |
*
* @param {Static_Step4title1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_step4title1 = /** @type {((inputs?: Static_Step4title1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Step4title1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_step4title1(inputs)
	return en_static_step4title1(inputs)
});
export { static_step4title1 as "static.step4Title" }