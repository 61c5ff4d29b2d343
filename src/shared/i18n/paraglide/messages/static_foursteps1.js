import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Foursteps1Inputs */

const en_static_foursteps1 = /** @type {(inputs: Static_Foursteps1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Four steps to a tidier home`)
};

/**
* | output |
* | --- |
* | "Four steps to a tidier home" |
*
* @param {Static_Foursteps1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_foursteps1 = /** @type {((inputs?: Static_Foursteps1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Foursteps1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_foursteps1(inputs)
});
export { static_foursteps1 as "static.fourSteps" }