import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ first: NonNullable<unknown>, manageUrl: NonNullable<unknown>, window: NonNullable<unknown> }} Notifications_Remindersms1Inputs */

const en_notifications_remindersms1 = /** @type {(inputs: Notifications_Remindersms1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ligpit: Hi ${i?.first}! Your pickup is tomorrow, ${i?.window}. To cancel or move it: ${i?.manageUrl}`)
};

const fil_notifications_remindersms1 = /** @type {(inputs: Notifications_Remindersms1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ligpit: Hi ${i?.first}! Bukas na ang pickup mo, ${i?.window}. Para i-cancel o ilipat: ${i?.manageUrl}`)
};

/**
* | output |
* | --- |
* | "Ligpit: Hi {first}! Your pickup is tomorrow, {window}. To cancel or move it: {manageUrl}" |
*
* @param {Notifications_Remindersms1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_remindersms1 = /** @type {((inputs: Notifications_Remindersms1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Remindersms1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_remindersms1(inputs)
	return en_notifications_remindersms1(inputs)
});
export { notifications_remindersms1 as "notifications.reminderSms" }