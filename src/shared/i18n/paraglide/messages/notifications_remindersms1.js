import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ first: NonNullable<unknown>, manageUrl: NonNullable<unknown>, window: NonNullable<unknown> }} Notifications_Remindersms1Inputs */

const en_notifications_remindersms1 = /** @type {(inputs: Notifications_Remindersms1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ligpit: Hi ${i?.first}! Your pickup is tomorrow, ${i?.window}. To cancel or move it: ${i?.manageUrl}`)
};

/**
* | output |
* | --- |
* | "Ligpit: Hi {first}! Your pickup is tomorrow, {window}. To cancel or move it: {manageUrl}" |
*
* @param {Notifications_Remindersms1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const notifications_remindersms1 = /** @type {((inputs: Notifications_Remindersms1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Remindersms1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_notifications_remindersms1(inputs)
});
export { notifications_remindersms1 as "notifications.reminderSms" }