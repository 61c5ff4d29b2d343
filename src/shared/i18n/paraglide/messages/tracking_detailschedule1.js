import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Detailschedule1Inputs */

const en_tracking_detailschedule1 = /** @type {(inputs: Tracking_Detailschedule1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schedule`)
};

const fil_tracking_detailschedule1 = /** @type {(inputs: Tracking_Detailschedule1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schedule`)
};

/**
* | output |
* | --- |
* | "Schedule" |
*
* @param {Tracking_Detailschedule1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_detailschedule1 = /** @type {((inputs?: Tracking_Detailschedule1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Detailschedule1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_detailschedule1(inputs)
	return en_tracking_detailschedule1(inputs)
});
export { tracking_detailschedule1 as "tracking.detailSchedule" }