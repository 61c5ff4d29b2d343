import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Step3body1Inputs */

const en_static_step3body1 = /** @type {(inputs: Static_Step3body1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a pickup day at least a week ahead. We confirm by SMS.`)
};

const fil_static_step3body1 = /** @type {(inputs: Static_Step3body1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pumili ng araw ng pickup na hindi bababa sa isang linggo mula ngayon. Kinukumpirma namin ito sa SMS.`)
};

/**
* | output |
* | --- |
* | "Choose a pickup day at least a week ahead. We confirm by SMS." |
*
* @param {Static_Step3body1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_step3body1 = /** @type {((inputs?: Static_Step3body1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Step3body1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_step3body1(inputs)
	return en_static_step3body1(inputs)
});
export { static_step3body1 as "static.step3Body" }