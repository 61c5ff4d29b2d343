import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ eta: NonNullable<unknown>, first: NonNullable<unknown>, trackingNumber: NonNullable<unknown> }} Notifications_Onthewaysms3Inputs */

const en_notifications_onthewaysms3 = /** @type {(inputs: Notifications_Onthewaysms3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ligpit: Hi ${i?.first}! Our crew is on the way for ${i?.trackingNumber} and should arrive in about ${i?.eta} minutes.`)
};

const fil_notifications_onthewaysms3 = /** @type {(inputs: Notifications_Onthewaysms3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ligpit: Hi ${i?.first}! Papunta na ang crew namin para sa ${i?.trackingNumber}. Darating sila sa loob ng mga ${i?.eta} minuto.`)
};

/**
* | output |
* | --- |
* | "Ligpit: Hi {first}! Our crew is on the way for {trackingNumber} and should arrive in about {eta} minutes." |
*
* @param {Notifications_Onthewaysms3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_onthewaysms3 = /** @type {((inputs: Notifications_Onthewaysms3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Onthewaysms3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_onthewaysms3(inputs)
	return en_notifications_onthewaysms3(inputs)
});
export { notifications_onthewaysms3 as "notifications.onTheWaySms" }