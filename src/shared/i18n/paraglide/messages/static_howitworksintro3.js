import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Howitworksintro3Inputs */

const en_static_howitworksintro3 = /** @type {(inputs: Static_Howitworksintro3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From photo to pickup in four steps.`)
};

const fil_static_howitworksintro3 = /** @type {(inputs: Static_Howitworksintro3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mula litrato hanggang pickup sa apat na hakbang.`)
};

/**
* | output |
* | --- |
* | "From photo to pickup in four steps." |
*
* @param {Static_Howitworksintro3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_howitworksintro3 = /** @type {((inputs?: Static_Howitworksintro3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Howitworksintro3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_howitworksintro3(inputs)
	return en_static_howitworksintro3(inputs)
});
export { static_howitworksintro3 as "static.howItWorksIntro" }