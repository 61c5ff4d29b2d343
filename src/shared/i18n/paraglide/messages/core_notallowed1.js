import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Notallowed1Inputs */

const en_core_notallowed1 = /** @type {(inputs: Core_Notallowed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are not allowed to do this.`)
};

/**
* | output |
* | --- |
* | "You are not allowed to do this." |
*
* @param {Core_Notallowed1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const core_notallowed1 = /** @type {((inputs?: Core_Notallowed1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Notallowed1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_core_notallowed1(inputs)
});
export { core_notallowed1 as "core.notAllowed" }