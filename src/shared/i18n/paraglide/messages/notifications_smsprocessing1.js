import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ first: NonNullable<unknown>, trackUrl: NonNullable<unknown>, trackingNumber: NonNullable<unknown> }} Notifications_Smsprocessing1Inputs */

const en_notifications_smsprocessing1 = /** @type {(inputs: Notifications_Smsprocessing1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ligpit: Hi ${i?.first}! We are now reviewing your request ${i?.trackingNumber}. Our team will contact you soon. Track it at ${i?.trackUrl}`)
};

/**
* | output |
* | --- |
* | "Ligpit: Hi {first}! We are now reviewing your request {trackingNumber}. Our team will contact you soon. Track it at {trackUrl}" |
*
* @param {Notifications_Smsprocessing1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const notifications_smsprocessing1 = /** @type {((inputs: Notifications_Smsprocessing1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Smsprocessing1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_notifications_smsprocessing1(inputs)
});
export { notifications_smsprocessing1 as "notifications.smsProcessing" }