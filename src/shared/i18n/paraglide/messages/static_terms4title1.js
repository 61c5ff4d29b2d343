import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Terms4title1Inputs */

const en_static_terms4title1 = /** @type {(inputs: Static_Terms4title1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`4. Pickup and processing`)
};

const fil_static_terms4title1 = /** @type {(inputs: Static_Terms4title1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`4. Pickup at pagproseso`)
};

/**
* | output |
* | --- |
* | "4. Pickup and processing" |
*
* @param {Static_Terms4title1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_terms4title1 = /** @type {((inputs?: Static_Terms4title1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Terms4title1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_terms4title1(inputs)
	return en_static_terms4title1(inputs)
});
export { static_terms4title1 as "static.terms4Title" }