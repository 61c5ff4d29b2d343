import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Nextstepreview2Inputs */

const en_tracking_nextstepreview2 = /** @type {(inputs: Tracking_Nextstepreview2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team will review your submission soon`)
};

const fil_tracking_nextstepreview2 = /** @type {(inputs: Tracking_Nextstepreview2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Susuriin agad ng team namin ang submission mo`)
};

/**
* | output |
* | --- |
* | "Our team will review your submission soon" |
*
* @param {Tracking_Nextstepreview2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_nextstepreview2 = /** @type {((inputs?: Tracking_Nextstepreview2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Nextstepreview2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_nextstepreview2(inputs)
	return en_tracking_nextstepreview2(inputs)
});
export { tracking_nextstepreview2 as "tracking.nextStepReview" }