import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Termsshort1Inputs */

const en_static_termsshort1 = /** @type {(inputs: Static_Termsshort1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The short version of our terms.`)
};

/**
* | output |
* | --- |
* | "The short version of our terms." |
*
* @param {Static_Termsshort1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_termsshort1 = /** @type {((inputs?: Static_Termsshort1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Termsshort1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_termsshort1(inputs)
});
export { static_termsshort1 as "static.termsShort" }