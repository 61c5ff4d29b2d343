import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Verifytitle1Inputs */

const en_notifications_verifytitle1 = /** @type {(inputs: Notifications_Verifytitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your e-mail address`)
};

const fil_notifications_verifytitle1 = /** @type {(inputs: Notifications_Verifytitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kumpirmahin ang iyong e-mail address`)
};

/**
* | output |
* | --- |
* | "Confirm your e-mail address" |
*
* @param {Notifications_Verifytitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_verifytitle1 = /** @type {((inputs?: Notifications_Verifytitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Verifytitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_verifytitle1(inputs)
	return en_notifications_verifytitle1(inputs)
});
export { notifications_verifytitle1 as "notifications.verifyTitle" }