import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Loadingdetails1Inputs */

const en_tracking_loadingdetails1 = /** @type {(inputs: Tracking_Loadingdetails1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading tracking details`)
};

/**
* | output |
* | --- |
* | "Loading tracking details" |
*
* @param {Tracking_Loadingdetails1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const tracking_loadingdetails1 = /** @type {((inputs?: Tracking_Loadingdetails1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Loadingdetails1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_tracking_loadingdetails1(inputs)
});
export { tracking_loadingdetails1 as "tracking.loadingDetails" }