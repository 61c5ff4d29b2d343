import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Camerarequired1Inputs */

const en_static_camerarequired1 = /** @type {(inputs: Static_Camerarequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camera access required.`)
};

const fil_static_camerarequired1 = /** @type {(inputs: Static_Camerarequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kailangan ng access sa camera.`)
};

/**
* | output |
* | --- |
* | "Camera access required." |
*
* @param {Static_Camerarequired1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_camerarequired1 = /** @type {((inputs?: Static_Camerarequired1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Camerarequired1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_camerarequired1(inputs)
	return en_static_camerarequired1(inputs)
});
export { static_camerarequired1 as "static.cameraRequired" }