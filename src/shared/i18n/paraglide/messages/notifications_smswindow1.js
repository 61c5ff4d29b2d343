import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ window: NonNullable<unknown> }} Notifications_Smswindow1Inputs */

const en_notifications_smswindow1 = /** @type {(inputs: Notifications_Smswindow1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, ${i?.window}`)
};

/**
* | output |
* | --- |
* | ", {window}" |
*
* @param {Notifications_Smswindow1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const notifications_smswindow1 = /** @type {((inputs: Notifications_Smswindow1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Smswindow1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_notifications_smswindow1(inputs)
});
export { notifications_smswindow1 as "notifications.smsWindow" }