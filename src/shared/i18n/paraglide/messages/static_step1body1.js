import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Step1body1Inputs */

const en_static_step1body1 = /** @type {(inputs: Static_Step1body1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Snap a photo of each thing you no longer need. No account required.`)
};

/**
* | output |
* | --- |
* | "Snap a photo of each thing you no longer need. No account required." |
*
* @param {Static_Step1body1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_step1body1 = /** @type {((inputs?: Static_Step1body1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Step1body1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_step1body1(inputs)
});
export { static_step1body1 as "static.step1Body" }