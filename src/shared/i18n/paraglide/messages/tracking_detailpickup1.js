import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Detailpickup1Inputs */

const en_tracking_detailpickup1 = /** @type {(inputs: Tracking_Detailpickup1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup`)
};

const fil_tracking_detailpickup1 = /** @type {(inputs: Tracking_Detailpickup1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup`)
};

/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Tracking_Detailpickup1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_detailpickup1 = /** @type {((inputs?: Tracking_Detailpickup1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Detailpickup1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_detailpickup1(inputs)
	return en_tracking_detailpickup1(inputs)
});
export { tracking_detailpickup1 as "tracking.detailPickup" }