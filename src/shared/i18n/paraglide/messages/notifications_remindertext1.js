import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, first: NonNullable<unknown>, manageUrl: NonNullable<unknown>, trackingNumber: NonNullable<unknown>, window: NonNullable<unknown> }} Notifications_Remindertext1Inputs */

const en_notifications_remindertext1 = /** @type {(inputs: Notifications_Remindertext1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hi ${i?.first},

Your Ligpit pickup (${i?.trackingNumber}) is tomorrow, ${i?.date}, ${i?.window}.

To cancel or move it (until 24 hours before): ${i?.manageUrl}

Ligpit`)
};

const fil_notifications_remindertext1 = /** @type {(inputs: Notifications_Remindertext1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hi ${i?.first},

Bukas na ang iyong Ligpit pickup (${i?.trackingNumber}): ${i?.date}, ${i?.window}.

Para i-cancel o ilipat ito (hanggang 24 oras bago): ${i?.manageUrl}

Ligpit`)
};

/**
* | output |
* | --- |
* | "Hi {first}, Your Ligpit pickup ({trackingNumber}) is tomorrow, {date}, {window}. To cancel or move it (until 24 hours before): {manageUrl} Ligpit" |
*
* @param {Notifications_Remindertext1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_remindertext1 = /** @type {((inputs: Notifications_Remindertext1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Remindertext1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_remindertext1(inputs)
	return en_notifications_remindertext1(inputs)
});
export { notifications_remindertext1 as "notifications.reminderText" }