import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ first: NonNullable<unknown>, reason: NonNullable<unknown>, trackingNumber: NonNullable<unknown> }} Notifications_Smsdeclined1Inputs */

const en_notifications_smsdeclined1 = /** @type {(inputs: Notifications_Smsdeclined1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ligpit: Hi ${i?.first}. Sorry, we can't take the items in request ${i?.trackingNumber}.${i?.reason} You can submit a new request anytime.`)
};

/**
* | output |
* | --- |
* | "Ligpit: Hi {first}. Sorry, we can't take the items in request {trackingNumber}.{reason} You can submit a new request anytime." |
*
* @param {Notifications_Smsdeclined1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const notifications_smsdeclined1 = /** @type {((inputs: Notifications_Smsdeclined1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Smsdeclined1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_notifications_smsdeclined1(inputs)
});
export { notifications_smsdeclined1 as "notifications.smsDeclined" }