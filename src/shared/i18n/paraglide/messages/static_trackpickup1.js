import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Trackpickup1Inputs */

const en_static_trackpickup1 = /** @type {(inputs: Static_Trackpickup1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Track pickup`)
};

/**
* | output |
* | --- |
* | "Track pickup" |
*
* @param {Static_Trackpickup1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_trackpickup1 = /** @type {((inputs?: Static_Trackpickup1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Trackpickup1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_trackpickup1(inputs)
});
export { static_trackpickup1 as "static.trackPickup" }