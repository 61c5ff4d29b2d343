import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Tobescheduled2Inputs */

const en_tracking_tobescheduled2 = /** @type {(inputs: Tracking_Tobescheduled2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To be scheduled`)
};

/**
* | output |
* | --- |
* | "To be scheduled" |
*
* @param {Tracking_Tobescheduled2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const tracking_tobescheduled2 = /** @type {((inputs?: Tracking_Tobescheduled2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Tobescheduled2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_tracking_tobescheduled2(inputs)
});
export { tracking_tobescheduled2 as "tracking.toBeScheduled" }