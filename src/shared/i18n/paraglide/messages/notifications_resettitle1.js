import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Resettitle1Inputs */

const en_notifications_resettitle1 = /** @type {(inputs: Notifications_Resettitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset your password`)
};

const fil_notifications_resettitle1 = /** @type {(inputs: Notifications_Resettitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-reset ang iyong password`)
};

/**
* | output |
* | --- |
* | "Reset your password" |
*
* @param {Notifications_Resettitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_resettitle1 = /** @type {((inputs?: Notifications_Resettitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Resettitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_resettitle1(inputs)
	return en_notifications_resettitle1(inputs)
});
export { notifications_resettitle1 as "notifications.resetTitle" }