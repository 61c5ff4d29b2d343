import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Terms7body1Inputs */

const en_static_terms7body1 = /** @type {(inputs: Static_Terms7body1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You may cancel a pickup at least 24 hours before the scheduled time. A late cancellation may incur a fee to cover the crew’s trip.`)
};

const fil_static_terms7body1 = /** @type {(inputs: Static_Terms7body1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puwede mong kanselahin ang pickup hanggang 24 oras bago ang naka-schedule na oras. Ang huling kanselasyon ay puwedeng may bayad para sa biyahe ng crew.`)
};

/**
* | output |
* | --- |
* | "You may cancel a pickup at least 24 hours before the scheduled time. A late cancellation may incur a fee to cover the crew’s trip." |
*
* @param {Static_Terms7body1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_terms7body1 = /** @type {((inputs?: Static_Terms7body1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Terms7body1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_terms7body1(inputs)
	return en_static_terms7body1(inputs)
});
export { static_terms7body1 as "static.terms7Body" }