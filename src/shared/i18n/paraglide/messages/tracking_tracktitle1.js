import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Tracktitle1Inputs */

const en_tracking_tracktitle1 = /** @type {(inputs: Tracking_Tracktitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Track your pickup`)
};

const fil_tracking_tracktitle1 = /** @type {(inputs: Tracking_Tracktitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-track ang iyong pickup`)
};

/**
* | output |
* | --- |
* | "Track your pickup" |
*
* @param {Tracking_Tracktitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_tracktitle1 = /** @type {((inputs?: Tracking_Tracktitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Tracktitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_tracktitle1(inputs)
	return en_tracking_tracktitle1(inputs)
});
export { tracking_tracktitle1 as "tracking.trackTitle" }