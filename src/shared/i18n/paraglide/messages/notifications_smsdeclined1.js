import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ first: NonNullable<unknown>, reason: NonNullable<unknown>, trackingNumber: NonNullable<unknown> }} Notifications_Smsdeclined1Inputs */

const en_notifications_smsdeclined1 = /** @type {(inputs: Notifications_Smsdeclined1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ligpit: Hi ${i?.first}. Sorry, we can't take the items in request ${i?.trackingNumber}.${i?.reason} You can submit a new request anytime.`)
};

const fil_notifications_smsdeclined1 = /** @type {(inputs: Notifications_Smsdeclined1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ligpit: Hi ${i?.first}. Pasensya na, hindi namin makukuha ang mga gamit sa request ${i?.trackingNumber}.${i?.reason} Puwede kang mag-submit ulit anumang oras.`)
};

/**
* | output |
* | --- |
* | "Ligpit: Hi {first}. Sorry, we can't take the items in request {trackingNumber}.{reason} You can submit a new request anytime." |
*
* @param {Notifications_Smsdeclined1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_smsdeclined1 = /** @type {((inputs: Notifications_Smsdeclined1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Smsdeclined1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_smsdeclined1(inputs)
	return en_notifications_smsdeclined1(inputs)
});
export { notifications_smsdeclined1 as "notifications.smsDeclined" }