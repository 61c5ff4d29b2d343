import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Nextstepcollect2Inputs */

const en_tracking_nextstepcollect2 = /** @type {(inputs: Tracking_Nextstepcollect2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team will come to collect your items soon`)
};

const fil_tracking_nextstepcollect2 = /** @type {(inputs: Tracking_Nextstepcollect2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Darating na ang team namin para kunin ang mga gamit mo`)
};

/**
* | output |
* | --- |
* | "Our team will come to collect your items soon" |
*
* @param {Tracking_Nextstepcollect2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_nextstepcollect2 = /** @type {((inputs?: Tracking_Nextstepcollect2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Nextstepcollect2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_nextstepcollect2(inputs)
	return en_tracking_nextstepcollect2(inputs)
});
export { tracking_nextstepcollect2 as "tracking.nextStepCollect" }