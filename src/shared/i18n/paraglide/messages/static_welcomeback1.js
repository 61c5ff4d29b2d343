import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Welcomeback1Inputs */

const en_static_welcomeback1 = /** @type {(inputs: Static_Welcomeback1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome back!`)
};

const fil_static_welcomeback1 = /** @type {(inputs: Static_Welcomeback1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome back!`)
};

/**
* | output |
* | --- |
* | "Welcome back!" |
*
* @param {Static_Welcomeback1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_welcomeback1 = /** @type {((inputs?: Static_Welcomeback1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Welcomeback1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_welcomeback1(inputs)
	return en_static_welcomeback1(inputs)
});
export { static_welcomeback1 as "static.welcomeBack" }