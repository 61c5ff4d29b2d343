import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Terms2body1Inputs */

const en_static_terms2body1 = /** @type {(inputs: Static_Terms2body1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We serve Metro Manila only: the 17 cities of the National Capital Region. Requests from other locations cannot be accepted yet.`)
};

const fil_static_terms2body1 = /** @type {(inputs: Static_Terms2body1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sa Metro Manila lang kami nagseserbisyo: ang 17 lungsod ng National Capital Region. Hindi pa namin matatanggap ang mga request mula sa ibang lugar.`)
};

/**
* | output |
* | --- |
* | "We serve Metro Manila only: the 17 cities of the National Capital Region. Requests from other locations cannot be accepted yet." |
*
* @param {Static_Terms2body1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_terms2body1 = /** @type {((inputs?: Static_Terms2body1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Terms2body1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_terms2body1(inputs)
	return en_static_terms2body1(inputs)
});
export { static_terms2body1 as "static.terms2Body" }