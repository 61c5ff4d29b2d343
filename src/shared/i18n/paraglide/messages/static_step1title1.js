import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Step1title1Inputs */

const en_static_step1title1 = /** @type {(inputs: Static_Step1title1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photograph your items`)
};

const fil_static_step1title1 = /** @type {(inputs: Static_Step1title1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kunan ng litrato ang mga gamit mo`)
};

/**
* | output |
* | --- |
* | "Photograph your items" |
*
* @param {Static_Step1title1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_step1title1 = /** @type {((inputs?: Static_Step1title1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Step1title1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_step1title1(inputs)
	return en_static_step1title1(inputs)
});
export { static_step1title1 as "static.step1Title" }