import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Whointro1Inputs */

const en_static_whointro1 = /** @type {(inputs: Static_Whointro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligpit — Filipino for “to tidy up” — was founded in 2023 by neighbours in Metro Manila who were tired of seeing good things end up in the trash. We make letting go easy: you take the photos, we do the heavy lifting.`)
};

/**
* | output |
* | --- |
* | "Ligpit — Filipino for “to tidy up” — was founded in 2023 by neighbours in Metro Manila who were tired of seeing good things end up in the trash. We make lett..." |
*
* @param {Static_Whointro1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_whointro1 = /** @type {((inputs?: Static_Whointro1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Whointro1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_whointro1(inputs)
});
export { static_whointro1 as "static.whoIntro" }