import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ first: NonNullable<unknown> }} Notifications_GreetingInputs */

const en_notifications_greeting = /** @type {(inputs: Notifications_GreetingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hi ${i?.first},`)
};

const fil_notifications_greeting = /** @type {(inputs: Notifications_GreetingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hi ${i?.first},`)
};

/**
* | output |
* | --- |
* | "Hi {first}," |
*
* @param {Notifications_GreetingInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_greeting = /** @type {((inputs: Notifications_GreetingInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_GreetingInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_greeting(inputs)
	return en_notifications_greeting(inputs)
});
export { notifications_greeting as "notifications.greeting" }