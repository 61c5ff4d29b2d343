import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Step1body1Inputs */

const en_static_step1body1 = /** @type {(inputs: Static_Step1body1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Snap a photo of each thing you no longer need. No account required.`)
};

const fil_static_step1body1 = /** @type {(inputs: Static_Step1body1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kunan ng litrato ang bawat gamit na hindi mo na kailangan. Hindi kailangan ng account.`)
};

/**
* | output |
* | --- |
* | "Snap a photo of each thing you no longer need. No account required." |
*
* @param {Static_Step1body1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_step1body1 = /** @type {((inputs?: Static_Step1body1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Step1body1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_step1body1(inputs)
	return en_static_step1body1(inputs)
});
export { static_step1body1 as "static.step1Body" }