import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Herotitle1Inputs */

const en_static_herotitle1 = /** @type {(inputs: Static_Herotitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear the clutter.`)
};

/**
* | output |
* | --- |
* | "Clear the clutter." |
*
* @param {Static_Herotitle1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_herotitle1 = /** @type {((inputs?: Static_Herotitle1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Herotitle1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_herotitle1(inputs)
});
export { static_herotitle1 as "static.heroTitle" }