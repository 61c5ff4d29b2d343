import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ window: NonNullable<unknown> }} Notifications_Remindersubject1Inputs */

const en_notifications_remindersubject1 = /** @type {(inputs: Notifications_Remindersubject1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your pickup is tomorrow, ${i?.window}`)
};

const fil_notifications_remindersubject1 = /** @type {(inputs: Notifications_Remindersubject1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bukas na ang pickup mo, ${i?.window}`)
};

/**
* | output |
* | --- |
* | "Your pickup is tomorrow, {window}" |
*
* @param {Notifications_Remindersubject1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_remindersubject1 = /** @type {((inputs: Notifications_Remindersubject1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Remindersubject1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_remindersubject1(inputs)
	return en_notifications_remindersubject1(inputs)
});
export { notifications_remindersubject1 as "notifications.reminderSubject" }