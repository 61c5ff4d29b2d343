import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Hidepassword1Inputs */

const en_core_hidepassword1 = /** @type {(inputs: Core_Hidepassword1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide password`)
};

/**
* | output |
* | --- |
* | "Hide password" |
*
* @param {Core_Hidepassword1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const core_hidepassword1 = /** @type {((inputs?: Core_Hidepassword1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Hidepassword1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_core_hidepassword1(inputs)
});
export { core_hidepassword1 as "core.hidePassword" }