import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Foursteps1Inputs */

const en_static_foursteps1 = /** @type {(inputs: Static_Foursteps1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Four steps to a tidier home`)
};

const fil_static_foursteps1 = /** @type {(inputs: Static_Foursteps1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apat na hakbang para sa mas maaliwalas na bahay`)
};

/**
* | output |
* | --- |
* | "Four steps to a tidier home" |
*
* @param {Static_Foursteps1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_foursteps1 = /** @type {((inputs?: Static_Foursteps1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Foursteps1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_foursteps1(inputs)
	return en_static_foursteps1(inputs)
});
export { static_foursteps1 as "static.fourSteps" }