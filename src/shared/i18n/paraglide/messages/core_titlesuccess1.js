import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Titlesuccess1Inputs */

const en_core_titlesuccess1 = /** @type {(inputs: Core_Titlesuccess1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Success`)
};

/**
* | output |
* | --- |
* | "Success" |
*
* @param {Core_Titlesuccess1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const core_titlesuccess1 = /** @type {((inputs?: Core_Titlesuccess1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Titlesuccess1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_core_titlesuccess1(inputs)
});
export { core_titlesuccess1 as "core.titleSuccess" }