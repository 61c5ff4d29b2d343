import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Readfullterms2Inputs */

const en_static_readfullterms2 = /** @type {(inputs: Static_Readfullterms2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the full terms`)
};

/**
* | output |
* | --- |
* | "Read the full terms" |
*
* @param {Static_Readfullterms2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_readfullterms2 = /** @type {((inputs?: Static_Readfullterms2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Readfullterms2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_readfullterms2(inputs)
});
export { static_readfullterms2 as "static.readFullTerms" }