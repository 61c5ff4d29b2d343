import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Terms3body1Inputs */

const en_static_terms3body1 = /** @type {(inputs: Static_Terms3body1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You confirm that you own the items or may give them away, that the photos and details you send are accurate, and that the items are safe to handle. We cannot take hazardous materials, firearms, medicines or anything illegal.`)
};

/**
* | output |
* | --- |
* | "You confirm that you own the items or may give them away, that the photos and details you send are accurate, and that the items are safe to handle. We cannot..." |
*
* @param {Static_Terms3body1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_terms3body1 = /** @type {((inputs?: Static_Terms3body1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Terms3body1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_terms3body1(inputs)
});
export { static_terms3body1 as "static.terms3Body" }