import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Notifications_Smsreason1Inputs */

const en_notifications_smsreason1 = /** @type {(inputs: Notifications_Smsreason1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` Reason: ${i?.reason}.`)
};

const fil_notifications_smsreason1 = /** @type {(inputs: Notifications_Smsreason1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` Dahilan: ${i?.reason}.`)
};

/**
* | output |
* | --- |
* | "Reason: {reason}." |
*
* @param {Notifications_Smsreason1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_smsreason1 = /** @type {((inputs: Notifications_Smsreason1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Smsreason1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_smsreason1(inputs)
	return en_notifications_smsreason1(inputs)
});
export { notifications_smsreason1 as "notifications.smsReason" }