import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Detailschedule1Inputs */

const en_tracking_detailschedule1 = /** @type {(inputs: Tracking_Detailschedule1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schedule`)
};

/**
* | output |
* | --- |
* | "Schedule" |
*
* @param {Tracking_Detailschedule1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const tracking_detailschedule1 = /** @type {((inputs?: Tracking_Detailschedule1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Detailschedule1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_tracking_detailschedule1(inputs)
});
export { tracking_detailschedule1 as "tracking.detailSchedule" }