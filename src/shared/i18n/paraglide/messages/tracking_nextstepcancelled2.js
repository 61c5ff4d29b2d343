import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Nextstepcancelled2Inputs */

const en_tracking_nextstepcancelled2 = /** @type {(inputs: Tracking_Nextstepcancelled2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This pickup was cancelled. You can submit a new request anytime`)
};

/**
* | output |
* | --- |
* | "This pickup was cancelled. You can submit a new request anytime" |
*
* @param {Tracking_Nextstepcancelled2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const tracking_nextstepcancelled2 = /** @type {((inputs?: Tracking_Nextstepcancelled2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Nextstepcancelled2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_tracking_nextstepcancelled2(inputs)
});
export { tracking_nextstepcancelled2 as "tracking.nextStepCancelled" }