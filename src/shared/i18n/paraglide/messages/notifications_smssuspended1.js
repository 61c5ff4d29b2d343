import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, reason: NonNullable<unknown>, trackUrl: NonNullable<unknown> }} Notifications_Smssuspended1Inputs */

const en_notifications_smssuspended1 = /** @type {(inputs: Notifications_Smssuspended1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ligpit: No pickups on ${i?.date} (${i?.reason}). Sorry! Please pick a new window: ${i?.trackUrl}`)
};

const fil_notifications_smssuspended1 = /** @type {(inputs: Notifications_Smssuspended1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ligpit: Walang pickup sa ${i?.date} (${i?.reason}). Pumili po ng bagong window: ${i?.trackUrl}`)
};

/**
* | output |
* | --- |
* | "Ligpit: No pickups on {date} ({reason}). Sorry! Please pick a new window: {trackUrl}" |
*
* @param {Notifications_Smssuspended1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_smssuspended1 = /** @type {((inputs: Notifications_Smssuspended1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Smssuspended1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_smssuspended1(inputs)
	return en_notifications_smssuspended1(inputs)
});
export { notifications_smssuspended1 as "notifications.smsSuspended" }