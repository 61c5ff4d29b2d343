import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Termsintro1Inputs */

const en_static_termsintro1 = /** @type {(inputs: Static_Termsintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please read these terms before you request a pickup. Using Ligpit means you accept them.`)
};

const fil_static_termsintro1 = /** @type {(inputs: Static_Termsintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakibasa ang mga terms na ito bago ka mag-request ng pickup. Ang paggamit ng Ligpit ay nangangahulugang tinatanggap mo ang mga ito.`)
};

/**
* | output |
* | --- |
* | "Please read these terms before you request a pickup. Using Ligpit means you accept them." |
*
* @param {Static_Termsintro1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_termsintro1 = /** @type {((inputs?: Static_Termsintro1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Termsintro1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_termsintro1(inputs)
	return en_static_termsintro1(inputs)
});
export { static_termsintro1 as "static.termsIntro" }