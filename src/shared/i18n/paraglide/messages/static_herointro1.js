import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Herointro1Inputs */

const en_static_herointro1 = /** @type {(inputs: Static_Herointro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photograph what you no longer need, choose a pickup day, and our team donates, recycles or disposes of it responsibly.`)
};

/**
* | output |
* | --- |
* | "Photograph what you no longer need, choose a pickup day, and our team donates, recycles or disposes of it responsibly." |
*
* @param {Static_Herointro1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_herointro1 = /** @type {((inputs?: Static_Herointro1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Herointro1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_herointro1(inputs)
});
export { static_herointro1 as "static.heroIntro" }