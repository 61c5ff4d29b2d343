import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Backtotracking2Inputs */

const en_tracking_backtotracking2 = /** @type {(inputs: Tracking_Backtotracking2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Tracking`)
};

/**
* | output |
* | --- |
* | "Back to Tracking" |
*
* @param {Tracking_Backtotracking2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const tracking_backtotracking2 = /** @type {((inputs?: Tracking_Backtotracking2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Backtotracking2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_tracking_backtotracking2(inputs)
});
export { tracking_backtotracking2 as "tracking.backToTracking" }