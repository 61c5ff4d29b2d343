import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Adminrequired1Inputs */

const en_core_adminrequired1 = /** @type {(inputs: Core_Adminrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin access is required`)
};

/**
* | output |
* | --- |
* | "Admin access is required" |
*
* @param {Core_Adminrequired1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const core_adminrequired1 = /** @type {((inputs?: Core_Adminrequired1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Adminrequired1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_core_adminrequired1(inputs)
});
export { core_adminrequired1 as "core.adminRequired" }