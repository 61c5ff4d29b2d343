import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, trackingNumber: NonNullable<unknown>, window: NonNullable<unknown> }} Notifications_Reminderintro1Inputs */

const en_notifications_reminderintro1 = /** @type {(inputs: Notifications_Reminderintro1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your pickup (${i?.trackingNumber}) is tomorrow, ${i?.date}, ${i?.window}.`)
};

/**
* | output |
* | --- |
* | "Your pickup ({trackingNumber}) is tomorrow, {date}, {window}." |
*
* @param {Notifications_Reminderintro1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const notifications_reminderintro1 = /** @type {((inputs: Notifications_Reminderintro1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Reminderintro1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_notifications_reminderintro1(inputs)
});
export { notifications_reminderintro1 as "notifications.reminderIntro" }