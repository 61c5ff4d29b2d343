import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Tobescheduled2Inputs */

const en_tracking_tobescheduled2 = /** @type {(inputs: Tracking_Tobescheduled2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To be scheduled`)
};

const fil_tracking_tobescheduled2 = /** @type {(inputs: Tracking_Tobescheduled2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ise-schedule pa`)
};

/**
* | output |
* | --- |
* | "To be scheduled" |
*
* @param {Tracking_Tobescheduled2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_tobescheduled2 = /** @type {((inputs?: Tracking_Tobescheduled2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Tobescheduled2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_tobescheduled2(inputs)
	return en_tracking_tobescheduled2(inputs)
});
export { tracking_tobescheduled2 as "tracking.toBeScheduled" }