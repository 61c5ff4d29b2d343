import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Nonumber1Inputs */

const en_tracking_nonumber1 = /** @type {(inputs: Tracking_Nonumber1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tracking number provided`)
};

/**
* | output |
* | --- |
* | "No tracking number provided" |
*
* @param {Tracking_Nonumber1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const tracking_nonumber1 = /** @type {((inputs?: Tracking_Nonumber1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Nonumber1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_tracking_nonumber1(inputs)
});
export { tracking_nonumber1 as "tracking.noNumber" }