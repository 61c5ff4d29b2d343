import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Requestpickup1Inputs */

const en_core_requestpickup1 = /** @type {(inputs: Core_Requestpickup1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request a pickup`)
};

/**
* | output |
* | --- |
* | "Request a pickup" |
*
* @param {Core_Requestpickup1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const core_requestpickup1 = /** @type {((inputs?: Core_Requestpickup1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Requestpickup1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_core_requestpickup1(inputs)
});
export { core_requestpickup1 as "core.requestPickup" }