import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Verifylink1Inputs */

const en_notifications_verifylink1 = /** @type {(inputs: Notifications_Verifylink1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm my e-mail address`)
};

const fil_notifications_verifylink1 = /** @type {(inputs: Notifications_Verifylink1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kumpirmahin ang aking e-mail address`)
};

/**
* | output |
* | --- |
* | "Confirm my e-mail address" |
*
* @param {Notifications_Verifylink1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_verifylink1 = /** @type {((inputs?: Notifications_Verifylink1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Verifylink1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_verifylink1(inputs)
	return en_notifications_verifylink1(inputs)
});
export { notifications_verifylink1 as "notifications.verifyLink" }