import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ first: NonNullable<unknown> }} Notifications_GreetingInputs */

const en_notifications_greeting = /** @type {(inputs: Notifications_GreetingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hi ${i?.first},`)
};

/**
* | output |
* | --- |
* | "Hi {first}," |
*
* @param {Notifications_GreetingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const notifications_greeting = /** @type {((inputs: Notifications_GreetingInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_GreetingInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_notifications_greeting(inputs)
});
export { notifications_greeting as "notifications.greeting" }