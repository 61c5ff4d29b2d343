import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Step3body1Inputs */

const en_static_step3body1 = /** @type {(inputs: Static_Step3body1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a pickup day at least a week ahead. We confirm by SMS.`)
};

/**
* | output |
* | --- |
* | "Choose a pickup day at least a week ahead. We confirm by SMS." |
*
* @param {Static_Step3body1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_step3body1 = /** @type {((inputs?: Static_Step3body1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Step3body1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_step3body1(inputs)
});
export { static_step3body1 as "static.step3Body" }