import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Camerarequired1Inputs */

const en_static_camerarequired1 = /** @type {(inputs: Static_Camerarequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camera access required.`)
};

/**
* | output |
* | --- |
* | "Camera access required." |
*
* @param {Static_Camerarequired1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_camerarequired1 = /** @type {((inputs?: Static_Camerarequired1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Camerarequired1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_camerarequired1(inputs)
});
export { static_camerarequired1 as "static.cameraRequired" }