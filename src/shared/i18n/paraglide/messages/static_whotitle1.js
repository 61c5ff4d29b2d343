import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Whotitle1Inputs */

const en_static_whotitle1 = /** @type {(inputs: Static_Whotitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who We Are`)
};

/**
* | output |
* | --- |
* | "Who We Are" |
*
* @param {Static_Whotitle1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_whotitle1 = /** @type {((inputs?: Static_Whotitle1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Whotitle1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_whotitle1(inputs)
});
export { static_whotitle1 as "static.whoTitle" }