import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Termsintro1Inputs */

const en_static_termsintro1 = /** @type {(inputs: Static_Termsintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please read these terms before you request a pickup. Using Ligpit means you accept them.`)
};

/**
* | output |
* | --- |
* | "Please read these terms before you request a pickup. Using Ligpit means you accept them." |
*
* @param {Static_Termsintro1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_termsintro1 = /** @type {((inputs?: Static_Termsintro1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Termsintro1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_termsintro1(inputs)
});
export { static_termsintro1 as "static.termsIntro" }