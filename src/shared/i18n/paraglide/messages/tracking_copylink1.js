import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Copylink1Inputs */

const en_tracking_copylink1 = /** @type {(inputs: Tracking_Copylink1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy Link`)
};

/**
* | output |
* | --- |
* | "Copy Link" |
*
* @param {Tracking_Copylink1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const tracking_copylink1 = /** @type {((inputs?: Tracking_Copylink1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Copylink1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_tracking_copylink1(inputs)
});
export { tracking_copylink1 as "tracking.copyLink" }