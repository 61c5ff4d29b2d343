import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Termstitle1Inputs */

const en_static_termstitle1 = /** @type {(inputs: Static_Termstitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms and Conditions`)
};

/**
* | output |
* | --- |
* | "Terms and Conditions" |
*
* @param {Static_Termstitle1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_termstitle1 = /** @type {((inputs?: Static_Termstitle1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Termstitle1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_termstitle1(inputs)
});
export { static_termstitle1 as "static.termsTitle" }