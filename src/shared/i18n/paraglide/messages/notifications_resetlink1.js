import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Resetlink1Inputs */

const en_notifications_resetlink1 = /** @type {(inputs: Notifications_Resetlink1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a new password`)
};

const fil_notifications_resetlink1 = /** @type {(inputs: Notifications_Resetlink1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pumili ng bagong password`)
};

/**
* | output |
* | --- |
* | "Choose a new password" |
*
* @param {Notifications_Resetlink1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_resetlink1 = /** @type {((inputs?: Notifications_Resetlink1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Resetlink1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_resetlink1(inputs)
	return en_notifications_resetlink1(inputs)
});
export { notifications_resetlink1 as "notifications.resetLink" }