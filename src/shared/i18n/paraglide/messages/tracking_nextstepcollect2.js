import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Nextstepcollect2Inputs */

const en_tracking_nextstepcollect2 = /** @type {(inputs: Tracking_Nextstepcollect2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team will come to collect your items soon`)
};

/**
* | output |
* | --- |
* | "Our team will come to collect your items soon" |
*
* @param {Tracking_Nextstepcollect2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const tracking_nextstepcollect2 = /** @type {((inputs?: Tracking_Nextstepcollect2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Nextstepcollect2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_tracking_nextstepcollect2(inputs)
});
export { tracking_nextstepcollect2 as "tracking.nextStepCollect" }