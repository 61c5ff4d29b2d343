import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Requestpickup1Inputs */

const en_core_requestpickup1 = /** @type {(inputs: Core_Requestpickup1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request a pickup`)
};

const fil_core_requestpickup1 = /** @type {(inputs: Core_Requestpickup1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mag-request ng pickup`)
};

/**
* | output |
* | --- |
* | "Request a pickup" |
*
* @param {Core_Requestpickup1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_requestpickup1 = /** @type {((inputs?: Core_Requestpickup1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Requestpickup1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_requestpickup1(inputs)
	return en_core_requestpickup1(inputs)
});
export { core_requestpickup1 as "core.requestPickup" }