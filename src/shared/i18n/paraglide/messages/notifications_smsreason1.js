import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Notifications_Smsreason1Inputs */

const en_notifications_smsreason1 = /** @type {(inputs: Notifications_Smsreason1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` Reason: ${i?.reason}.`)
};

/**
* | output |
* | --- |
* | "Reason: {reason}." |
*
* @param {Notifications_Smsreason1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const notifications_smsreason1 = /** @type {((inputs: Notifications_Smsreason1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Smsreason1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_notifications_smsreason1(inputs)
});
export { notifications_smsreason1 as "notifications.smsReason" }