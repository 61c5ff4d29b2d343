import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ first: NonNullable<unknown>, reason: NonNullable<unknown>, trackingNumber: NonNullable<unknown> }} Notifications_Smscancelled1Inputs */

const en_notifications_smscancelled1 = /** @type {(inputs: Notifications_Smscancelled1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ligpit: Hi ${i?.first}. Your request ${i?.trackingNumber} was cancelled.${i?.reason} You can submit a new request anytime.`)
};

/**
* | output |
* | --- |
* | "Ligpit: Hi {first}. Your request {trackingNumber} was cancelled.{reason} You can submit a new request anytime." |
*
* @param {Notifications_Smscancelled1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const notifications_smscancelled1 = /** @type {((inputs: Notifications_Smscancelled1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Smscancelled1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_notifications_smscancelled1(inputs)
});
export { notifications_smscancelled1 as "notifications.smsCancelled" }