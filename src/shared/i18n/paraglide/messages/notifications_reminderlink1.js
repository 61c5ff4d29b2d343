import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Reminderlink1Inputs */

const en_notifications_reminderlink1 = /** @type {(inputs: Notifications_Reminderlink1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel or move it`)
};

/**
* | output |
* | --- |
* | "Cancel or move it" |
*
* @param {Notifications_Reminderlink1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const notifications_reminderlink1 = /** @type {((inputs?: Notifications_Reminderlink1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Reminderlink1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_notifications_reminderlink1(inputs)
});
export { notifications_reminderlink1 as "notifications.reminderLink" }