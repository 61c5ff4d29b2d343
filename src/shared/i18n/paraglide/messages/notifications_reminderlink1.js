import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Reminderlink1Inputs */

const en_notifications_reminderlink1 = /** @type {(inputs: Notifications_Reminderlink1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel or move it`)
};

const fil_notifications_reminderlink1 = /** @type {(inputs: Notifications_Reminderlink1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-cancel o ilipat ito`)
};

/**
* | output |
* | --- |
* | "Cancel or move it" |
*
* @param {Notifications_Reminderlink1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_reminderlink1 = /** @type {((inputs?: Notifications_Reminderlink1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Reminderlink1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_reminderlink1(inputs)
	return en_notifications_reminderlink1(inputs)
});
export { notifications_reminderlink1 as "notifications.reminderLink" }