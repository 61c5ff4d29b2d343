import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Static_Processstep1Inputs */

const en_static_processstep1 = /** @type {(inputs: Static_Processstep1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}.`)
};

/**
* | output |
* | --- |
* | "{title}." |
*
* @param {Static_Processstep1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_processstep1 = /** @type {((inputs: Static_Processstep1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Processstep1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_processstep1(inputs)
});
export { static_processstep1 as "static.processStep" }