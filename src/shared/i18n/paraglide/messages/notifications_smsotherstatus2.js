import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ first: NonNullable<unknown>, status: NonNullable<unknown>, trackUrl: NonNullable<unknown>, trackingNumber: NonNullable<unknown> }} Notifications_Smsotherstatus2Inputs */

const en_notifications_smsotherstatus2 = /** @type {(inputs: Notifications_Smsotherstatus2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ligpit: Hi ${i?.first}! Your request ${i?.trackingNumber} is now "${i?.status}". Track it at ${i?.trackUrl}`)
};

const fil_notifications_smsotherstatus2 = /** @type {(inputs: Notifications_Smsotherstatus2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ligpit: Hi ${i?.first}! "${i?.status}" na ang request mong ${i?.trackingNumber}. I-track sa ${i?.trackUrl}`)
};

/**
* | output |
* | --- |
* | "Ligpit: Hi {first}! Your request {trackingNumber} is now \"{status}\". Track it at {trackUrl}" |
*
* @param {Notifications_Smsotherstatus2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_smsotherstatus2 = /** @type {((inputs: Notifications_Smsotherstatus2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Smsotherstatus2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_smsotherstatus2(inputs)
	return en_notifications_smsotherstatus2(inputs)
});
export { notifications_smsotherstatus2 as "notifications.smsOtherStatus" }