import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Herointro1Inputs */

const en_static_herointro1 = /** @type {(inputs: Static_Herointro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photograph what you no longer need, choose a pickup day, and our team donates, recycles or disposes of it responsibly.`)
};

const fil_static_herointro1 = /** @type {(inputs: Static_Herointro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kunan ng litrato ang mga hindi mo na kailangan, pumili ng araw ng pickup, at ang team namin ang magdo-donate, magre-recycle o magtatapon nito nang maayos.`)
};

/**
* | output |
* | --- |
* | "Photograph what you no longer need, choose a pickup day, and our team donates, recycles or disposes of it responsibly." |
*
* @param {Static_Herointro1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_herointro1 = /** @type {((inputs?: Static_Herointro1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Herointro1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_herointro1(inputs)
	return en_static_herointro1(inputs)
});
export { static_herointro1 as "static.heroIntro" }