import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Terms2body1Inputs */

const en_static_terms2body1 = /** @type {(inputs: Static_Terms2body1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We serve Metro Manila only: the 17 cities of the National Capital Region. Requests from other locations cannot be accepted yet.`)
};

/**
* | output |
* | --- |
* | "We serve Metro Manila only: the 17 cities of the National Capital Region. Requests from other locations cannot be accepted yet." |
*
* @param {Static_Terms2body1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_terms2body1 = /** @type {((inputs?: Static_Terms2body1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Terms2body1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_terms2body1(inputs)
});
export { static_terms2body1 as "static.terms2Body" }