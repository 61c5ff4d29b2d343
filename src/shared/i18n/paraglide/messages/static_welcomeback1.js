import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Welcomeback1Inputs */

const en_static_welcomeback1 = /** @type {(inputs: Static_Welcomeback1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome back!`)
};

/**
* | output |
* | --- |
* | "Welcome back!" |
*
* @param {Static_Welcomeback1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_welcomeback1 = /** @type {((inputs?: Static_Welcomeback1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Welcomeback1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_welcomeback1(inputs)
});
export { static_welcomeback1 as "static.welcomeBack" }