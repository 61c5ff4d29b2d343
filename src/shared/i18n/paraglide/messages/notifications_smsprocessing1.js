import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ first: NonNullable<unknown>, trackUrl: NonNullable<unknown>, trackingNumber: NonNullable<unknown> }} Notifications_Smsprocessing1Inputs */

const en_notifications_smsprocessing1 = /** @type {(inputs: Notifications_Smsprocessing1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ligpit: Hi ${i?.first}! We are now reviewing your request ${i?.trackingNumber}. Our team will contact you soon. Track it at ${i?.trackUrl}`)
};

const fil_notifications_smsprocessing1 = /** @type {(inputs: Notifications_Smsprocessing1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ligpit: Hi ${i?.first}! Nire-review na namin ang request mong ${i?.trackingNumber}. Kokontakin ka namin agad. I-track sa ${i?.trackUrl}`)
};

/**
* | output |
* | --- |
* | "Ligpit: Hi {first}! We are now reviewing your request {trackingNumber}. Our team will contact you soon. Track it at {trackUrl}" |
*
* @param {Notifications_Smsprocessing1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_smsprocessing1 = /** @type {((inputs: Notifications_Smsprocessing1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Smsprocessing1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_smsprocessing1(inputs)
	return en_notifications_smsprocessing1(inputs)
});
export { notifications_smsprocessing1 as "notifications.smsProcessing" }