import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown>, trackingNumber: NonNullable<unknown> }} Notifications_Smsownercode2Inputs */

const en_notifications_smsownercode2 = /** @type {(inputs: Notifications_Smsownercode2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ligpit: Your code for ${i?.trackingNumber} is ${i?.code}. It works for 10 minutes. Do not share it.`)
};

const fil_notifications_smsownercode2 = /** @type {(inputs: Notifications_Smsownercode2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ligpit: Ang code mo para sa ${i?.trackingNumber} ay ${i?.code}. Gumagana ito nang 10 minuto. Huwag itong ibigay kaninuman.`)
};

/**
* | output |
* | --- |
* | "Ligpit: Your code for {trackingNumber} is {code}. It works for 10 minutes. Do not share it." |
*
* @param {Notifications_Smsownercode2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_smsownercode2 = /** @type {((inputs: Notifications_Smsownercode2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Smsownercode2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_smsownercode2(inputs)
	return en_notifications_smsownercode2(inputs)
});
export { notifications_smsownercode2 as "notifications.smsOwnerCode" }