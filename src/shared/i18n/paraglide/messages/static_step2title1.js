import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Step2title1Inputs */

const en_static_step2title1 = /** @type {(inputs: Static_Step2title1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fill in your details`)
};

/**
* | output |
* | --- |
* | "Fill in your details" |
*
* @param {Static_Step2title1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_step2title1 = /** @type {((inputs?: Static_Step2title1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Step2title1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_step2title1(inputs)
});
export { static_step2title1 as "static.step2Title" }