import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Nodata1Inputs */

const en_tracking_nodata1 = /** @type {(inputs: Tracking_Nodata1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not find data for this tracking number`)
};

/**
* | output |
* | --- |
* | "Could not find data for this tracking number" |
*
* @param {Tracking_Nodata1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const tracking_nodata1 = /** @type {((inputs?: Tracking_Nodata1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Nodata1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_tracking_nodata1(inputs)
});
export { tracking_nodata1 as "tracking.noData" }