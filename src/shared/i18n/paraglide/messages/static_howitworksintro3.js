import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Howitworksintro3Inputs */

const en_static_howitworksintro3 = /** @type {(inputs: Static_Howitworksintro3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From photo to pickup in four steps.`)
};

/**
* | output |
* | --- |
* | "From photo to pickup in four steps." |
*
* @param {Static_Howitworksintro3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_howitworksintro3 = /** @type {((inputs?: Static_Howitworksintro3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Howitworksintro3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_howitworksintro3(inputs)
});
export { static_howitworksintro3 as "static.howItWorksIntro" }