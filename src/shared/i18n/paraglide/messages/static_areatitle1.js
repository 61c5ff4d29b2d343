import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Areatitle1Inputs */

const en_static_areatitle1 = /** @type {(inputs: Static_Areatitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where we pick up`)
};

const fil_static_areatitle1 = /** @type {(inputs: Static_Areatitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saan kami nagpi-pickup`)
};

/**
* | output |
* | --- |
* | "Where we pick up" |
*
* @param {Static_Areatitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_areatitle1 = /** @type {((inputs?: Static_Areatitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Areatitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_areatitle1(inputs)
	return en_static_areatitle1(inputs)
});
export { static_areatitle1 as "static.areaTitle" }