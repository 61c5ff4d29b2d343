import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Terms7body1Inputs */

const en_static_terms7body1 = /** @type {(inputs: Static_Terms7body1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You may cancel a pickup at least 24 hours before the scheduled time. A late cancellation may incur a fee to cover the crew’s trip.`)
};

/**
* | output |
* | --- |
* | "You may cancel a pickup at least 24 hours before the scheduled time. A late cancellation may incur a fee to cover the crew’s trip." |
*
* @param {Static_Terms7body1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_terms7body1 = /** @type {((inputs?: Static_Terms7body1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Terms7body1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_terms7body1(inputs)
});
export { static_terms7body1 as "static.terms7Body" }