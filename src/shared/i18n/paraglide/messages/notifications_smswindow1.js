import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ window: NonNullable<unknown> }} Notifications_Smswindow1Inputs */

const en_notifications_smswindow1 = /** @type {(inputs: Notifications_Smswindow1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, ${i?.window}`)
};

const fil_notifications_smswindow1 = /** @type {(inputs: Notifications_Smswindow1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, ${i?.window}`)
};

/**
* | output |
* | --- |
* | ", {window}" |
*
* @param {Notifications_Smswindow1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_smswindow1 = /** @type {((inputs: Notifications_Smswindow1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Smswindow1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_smswindow1(inputs)
	return en_notifications_smswindow1(inputs)
});
export { notifications_smswindow1 as "notifications.smsWindow" }