import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Step2body1Inputs */

const en_static_step2body1 = /** @type {(inputs: Static_Step2body1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us who you are and the pickup address, so we know where to go.`)
};

/**
* | output |
* | --- |
* | "Tell us who you are and the pickup address, so we know where to go." |
*
* @param {Static_Step2body1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_step2body1 = /** @type {((inputs?: Static_Step2body1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Step2body1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_step2body1(inputs)
});
export { static_step2body1 as "static.step2Body" }