import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Ownerdetails1Inputs */

const en_tracking_ownerdetails1 = /** @type {(inputs: Tracking_Ownerdetails1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owner Details`)
};

/**
* | output |
* | --- |
* | "Owner Details" |
*
* @param {Tracking_Ownerdetails1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const tracking_ownerdetails1 = /** @type {((inputs?: Tracking_Ownerdetails1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Ownerdetails1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_tracking_ownerdetails1(inputs)
});
export { tracking_ownerdetails1 as "tracking.ownerDetails" }