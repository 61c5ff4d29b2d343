import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Nextstepcancelled2Inputs */

const en_tracking_nextstepcancelled2 = /** @type {(inputs: Tracking_Nextstepcancelled2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This pickup was cancelled. You can submit a new request anytime`)
};

const fil_tracking_nextstepcancelled2 = /** @type {(inputs: Tracking_Nextstepcancelled2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na-cancel ang pickup na ito. Puwede kang mag-submit ng bagong request anumang oras`)
};

/**
* | output |
* | --- |
* | "This pickup was cancelled. You can submit a new request anytime" |
*
* @param {Tracking_Nextstepcancelled2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_nextstepcancelled2 = /** @type {((inputs?: Tracking_Nextstepcancelled2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Nextstepcancelled2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_nextstepcancelled2(inputs)
	return en_tracking_nextstepcancelled2(inputs)
});
export { tracking_nextstepcancelled2 as "tracking.nextStepCancelled" }