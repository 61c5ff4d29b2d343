import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ first: NonNullable<unknown>, trackingNumber: NonNullable<unknown> }} Notifications_Smscompleted1Inputs */

const en_notifications_smscompleted1 = /** @type {(inputs: Notifications_Smscompleted1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ligpit: Hi ${i?.first}! Your items for ${i?.trackingNumber} have been picked up. Your decluttering process is complete. Thank you!`)
};

const fil_notifications_smscompleted1 = /** @type {(inputs: Notifications_Smscompleted1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ligpit: Hi ${i?.first}! Nakuha na namin ang mga gamit mo para sa ${i?.trackingNumber}. Tapos na ang iyong pagligpit. Salamat!`)
};

/**
* | output |
* | --- |
* | "Ligpit: Hi {first}! Your items for {trackingNumber} have been picked up. Your decluttering process is complete. Thank you!" |
*
* @param {Notifications_Smscompleted1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_smscompleted1 = /** @type {((inputs: Notifications_Smscompleted1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Smscompleted1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_smscompleted1(inputs)
	return en_notifications_smscompleted1(inputs)
});
export { notifications_smscompleted1 as "notifications.smsCompleted" }