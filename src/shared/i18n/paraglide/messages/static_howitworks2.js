import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Howitworks2Inputs */

const en_static_howitworks2 = /** @type {(inputs: Static_Howitworks2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How it works`)
};

const fil_static_howitworks2 = /** @type {(inputs: Static_Howitworks2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paano ito gumagana`)
};

/**
* | output |
* | --- |
* | "How it works" |
*
* @param {Static_Howitworks2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_howitworks2 = /** @type {((inputs?: Static_Howitworks2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Howitworks2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_howitworks2(inputs)
	return en_static_howitworks2(inputs)
});
export { static_howitworks2 as "static.howItWorks" }