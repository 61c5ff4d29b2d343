import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Whotitle1Inputs */

const en_static_whotitle1 = /** @type {(inputs: Static_Whotitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who We Are`)
};

const fil_static_whotitle1 = /** @type {(inputs: Static_Whotitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sino Kami`)
};

/**
* | output |
* | --- |
* | "Who We Are" |
*
* @param {Static_Whotitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_whotitle1 = /** @type {((inputs?: Static_Whotitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Whotitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_whotitle1(inputs)
	return en_static_whotitle1(inputs)
});
export { static_whotitle1 as "static.whoTitle" }