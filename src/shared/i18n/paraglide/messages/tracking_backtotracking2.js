import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Backtotracking2Inputs */

const en_tracking_backtotracking2 = /** @type {(inputs: Tracking_Backtotracking2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Tracking`)
};

const fil_tracking_backtotracking2 = /** @type {(inputs: Tracking_Backtotracking2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bumalik sa Tracking`)
};

/**
* | output |
* | --- |
* | "Back to Tracking" |
*
* @param {Tracking_Backtotracking2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_backtotracking2 = /** @type {((inputs?: Tracking_Backtotracking2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Backtotracking2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_backtotracking2(inputs)
	return en_tracking_backtotracking2(inputs)
});
export { tracking_backtotracking2 as "tracking.backToTracking" }