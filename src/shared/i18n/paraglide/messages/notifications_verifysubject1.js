import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Verifysubject1Inputs */

const en_notifications_verifysubject1 = /** @type {(inputs: Notifications_Verifysubject1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your Ligpit e-mail address`)
};

const fil_notifications_verifysubject1 = /** @type {(inputs: Notifications_Verifysubject1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kumpirmahin ang iyong Ligpit e-mail address`)
};

/**
* | output |
* | --- |
* | "Confirm your Ligpit e-mail address" |
*
* @param {Notifications_Verifysubject1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_verifysubject1 = /** @type {((inputs?: Notifications_Verifysubject1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Verifysubject1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_verifysubject1(inputs)
	return en_notifications_verifysubject1(inputs)
});
export { notifications_verifysubject1 as "notifications.verifySubject" }