import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, trackingNumber: NonNullable<unknown>, window: NonNullable<unknown> }} Notifications_Reminderintro1Inputs */

const en_notifications_reminderintro1 = /** @type {(inputs: Notifications_Reminderintro1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your pickup (${i?.trackingNumber}) is tomorrow, ${i?.date}, ${i?.window}.`)
};

const fil_notifications_reminderintro1 = /** @type {(inputs: Notifications_Reminderintro1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bukas na ang pickup mo (${i?.trackingNumber}): ${i?.date}, ${i?.window}.`)
};

/**
* | output |
* | --- |
* | "Your pickup ({trackingNumber}) is tomorrow, {date}, {window}." |
*
* @param {Notifications_Reminderintro1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_reminderintro1 = /** @type {((inputs: Notifications_Reminderintro1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Reminderintro1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_reminderintro1(inputs)
	return en_notifications_reminderintro1(inputs)
});
export { notifications_reminderintro1 as "notifications.reminderIntro" }