import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Pickupinformation1Inputs */

const en_tracking_pickupinformation1 = /** @type {(inputs: Tracking_Pickupinformation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup Information`)
};

const fil_tracking_pickupinformation1 = /** @type {(inputs: Tracking_Pickupinformation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impormasyon ng Pickup`)
};

/**
* | output |
* | --- |
* | "Pickup Information" |
*
* @param {Tracking_Pickupinformation1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_pickupinformation1 = /** @type {((inputs?: Tracking_Pickupinformation1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Pickupinformation1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_pickupinformation1(inputs)
	return en_tracking_pickupinformation1(inputs)
});
export { tracking_pickupinformation1 as "tracking.pickupInformation" }