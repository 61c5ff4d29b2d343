import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contactEmail: NonNullable<unknown>, trackingNumber: NonNullable<unknown> }} Notifications_Thankyousms2Inputs */

const en_notifications_thankyousms2 = /** @type {(inputs: Notifications_Thankyousms2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you for decluttering with Ligpit! Your tracking number is ${i?.trackingNumber}. Questions? Just ask us at ${i?.contactEmail}`)
};

const fil_notifications_thankyousms2 = /** @type {(inputs: Notifications_Thankyousms2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Salamat sa pagligpit kasama ang Ligpit! Ang tracking number mo ay ${i?.trackingNumber}. May tanong? Sumulat sa ${i?.contactEmail}`)
};

/**
* | output |
* | --- |
* | "Thank you for decluttering with Ligpit! Your tracking number is {trackingNumber}. Questions? Just ask us at {contactEmail}" |
*
* @param {Notifications_Thankyousms2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_thankyousms2 = /** @type {((inputs: Notifications_Thankyousms2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Thankyousms2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_thankyousms2(inputs)
	return en_notifications_thankyousms2(inputs)
});
export { notifications_thankyousms2 as "notifications.thankYouSms" }