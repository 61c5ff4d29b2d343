import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ first: NonNullable<unknown>, reason: NonNullable<unknown>, trackingNumber: NonNullable<unknown> }} Notifications_Smscancelled1Inputs */

const en_notifications_smscancelled1 = /** @type {(inputs: Notifications_Smscancelled1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ligpit: Hi ${i?.first}. Your request ${i?.trackingNumber} was cancelled.${i?.reason} You can submit a new request anytime.`)
};

const fil_notifications_smscancelled1 = /** @type {(inputs: Notifications_Smscancelled1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ligpit: Hi ${i?.first}. Na-cancel ang request mong ${i?.trackingNumber}.${i?.reason} Puwede kang mag-submit ng bagong request anumang oras.`)
};

/**
* | output |
* | --- |
* | "Ligpit: Hi {first}. Your request {trackingNumber} was cancelled.{reason} You can submit a new request anytime." |
*
* @param {Notifications_Smscancelled1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_smscancelled1 = /** @type {((inputs: Notifications_Smscancelled1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Smscancelled1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_smscancelled1(inputs)
	return en_notifications_smscancelled1(inputs)
});
export { notifications_smscancelled1 as "notifications.smsCancelled" }