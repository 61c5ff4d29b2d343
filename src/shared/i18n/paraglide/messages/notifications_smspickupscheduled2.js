import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, first: NonNullable<unknown>, trackUrl: NonNullable<unknown>, trackingNumber: NonNullable<unknown>, window: NonNullable<unknown> }} Notifications_Smspickupscheduled2Inputs */

const en_notifications_smspickupscheduled2 = /** @type {(inputs: Notifications_Smspickupscheduled2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ligpit: Hi ${i?.first}! Pickup ${i?.trackingNumber}: ${i?.date}${i?.window}. Cancel or move it until 24h before: ${i?.trackUrl}`)
};

const fil_notifications_smspickupscheduled2 = /** @type {(inputs: Notifications_Smspickupscheduled2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ligpit: Hi ${i?.first}! Pickup ${i?.trackingNumber}: ${i?.date}${i?.window}. Cancel o lipat hanggang 24h bago: ${i?.trackUrl}`)
};

/**
* | output |
* | --- |
* | "Ligpit: Hi {first}! Pickup {trackingNumber}: {date}{window}. Cancel or move it until 24h before: {trackUrl}" |
*
* @param {Notifications_Smspickupscheduled2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_smspickupscheduled2 = /** @type {((inputs: Notifications_Smspickupscheduled2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Smspickupscheduled2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_smspickupscheduled2(inputs)
	return en_notifications_smspickupscheduled2(inputs)
});
export { notifications_smspickupscheduled2 as "notifications.smsPickupScheduled" }