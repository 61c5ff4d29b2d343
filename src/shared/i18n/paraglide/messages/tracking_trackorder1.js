import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Trackorder1Inputs */

const en_tracking_trackorder1 = /** @type {(inputs: Tracking_Trackorder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Track Order`)
};

const fil_tracking_trackorder1 = /** @type {(inputs: Tracking_Trackorder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-track`)
};

/**
* | output |
* | --- |
* | "Track Order" |
*
* @param {Tracking_Trackorder1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_trackorder1 = /** @type {((inputs?: Tracking_Trackorder1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Trackorder1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_trackorder1(inputs)
	return en_tracking_trackorder1(inputs)
});
export { tracking_trackorder1 as "tracking.trackOrder" }