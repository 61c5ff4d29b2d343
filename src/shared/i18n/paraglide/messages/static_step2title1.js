import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Step2title1Inputs */

const en_static_step2title1 = /** @type {(inputs: Static_Step2title1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fill in your details`)
};

const fil_static_step2title1 = /** @type {(inputs: Static_Step2title1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilagay ang iyong detalye`)
};

/**
* | output |
* | --- |
* | "Fill in your details" |
*
* @param {Static_Step2title1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_step2title1 = /** @type {((inputs?: Static_Step2title1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Step2title1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_step2title1(inputs)
	return en_static_step2title1(inputs)
});
export { static_step2title1 as "static.step2Title" }