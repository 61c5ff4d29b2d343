import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Showpassword1Inputs */

const en_core_showpassword1 = /** @type {(inputs: Core_Showpassword1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show password`)
};

/**
* | output |
* | --- |
* | "Show password" |
*
* @param {Core_Showpassword1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const core_showpassword1 = /** @type {((inputs?: Core_Showpassword1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Showpassword1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_core_showpassword1(inputs)
});
export { core_showpassword1 as "core.showPassword" }