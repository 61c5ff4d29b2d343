import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Step4title1Inputs */

const en_static_step4title1 = /** @type {(inputs: Static_Step4title1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We handle the rest`)
};

/**
* | output |
* | --- |
* | "We handle the rest" |
*
* @param {Static_Step4title1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_step4title1 = /** @type {((inputs?: Static_Step4title1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Step4title1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_step4title1(inputs)
});
export { static_step4title1 as "static.step4Title" }