import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Trackpickup1Inputs */

const en_static_trackpickup1 = /** @type {(inputs: Static_Trackpickup1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Track pickup`)
};

const fil_static_trackpickup1 = /** @type {(inputs: Static_Trackpickup1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-track ang pickup`)
};

/**
* | output |
* | --- |
* | "Track pickup" |
*
* @param {Static_Trackpickup1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_trackpickup1 = /** @type {((inputs?: Static_Trackpickup1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Trackpickup1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_trackpickup1(inputs)
	return en_static_trackpickup1(inputs)
});
export { static_trackpickup1 as "static.trackPickup" }