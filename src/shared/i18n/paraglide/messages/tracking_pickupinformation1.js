import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Pickupinformation1Inputs */

const en_tracking_pickupinformation1 = /** @type {(inputs: Tracking_Pickupinformation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup Information`)
};

/**
* | output |
* | --- |
* | "Pickup Information" |
*
* @param {Tracking_Pickupinformation1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const tracking_pickupinformation1 = /** @type {((inputs?: Tracking_Pickupinformation1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Pickupinformation1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_tracking_pickupinformation1(inputs)
});
export { tracking_pickupinformation1 as "tracking.pickupInformation" }