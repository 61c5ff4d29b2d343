import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Trackpickup1Inputs */

const en_core_trackpickup1 = /** @type {(inputs: Core_Trackpickup1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Track a pickup`)
};

const fil_core_trackpickup1 = /** @type {(inputs: Core_Trackpickup1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-track ang pickup`)
};

/**
* | output |
* | --- |
* | "Track a pickup" |
*
* @param {Core_Trackpickup1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_trackpickup1 = /** @type {((inputs?: Core_Trackpickup1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Trackpickup1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_trackpickup1(inputs)
	return en_core_trackpickup1(inputs)
});
export { core_trackpickup1 as "core.trackPickup" }