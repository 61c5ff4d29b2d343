import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Resetsubject1Inputs */

const en_notifications_resetsubject1 = /** @type {(inputs: Notifications_Resetsubject1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset your Ligpit password`)
};

const fil_notifications_resetsubject1 = /** @type {(inputs: Notifications_Resetsubject1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-reset ang iyong Ligpit password`)
};

/**
* | output |
* | --- |
* | "Reset your Ligpit password" |
*
* @param {Notifications_Resetsubject1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_resetsubject1 = /** @type {((inputs?: Notifications_Resetsubject1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Resetsubject1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_resetsubject1(inputs)
	return en_notifications_resetsubject1(inputs)
});
export { notifications_resetsubject1 as "notifications.resetSubject" }