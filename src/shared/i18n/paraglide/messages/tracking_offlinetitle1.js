import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Offlinetitle1Inputs */

const en_tracking_offlinetitle1 = /** @type {(inputs: Tracking_Offlinetitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We couldn't reach Ligpit just now`)
};

/**
* | output |
* | --- |
* | "We couldn't reach Ligpit just now" |
*
* @param {Tracking_Offlinetitle1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const tracking_offlinetitle1 = /** @type {((inputs?: Tracking_Offlinetitle1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Offlinetitle1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_tracking_offlinetitle1(inputs)
});
export { tracking_offlinetitle1 as "tracking.offlineTitle" }