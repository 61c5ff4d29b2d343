import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Verifyintro1Inputs */

const en_notifications_verifyintro1 = /** @type {(inputs: Notifications_Verifyintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome to Ligpit! Confirm your e-mail address to finish signing up.`)
};

const fil_notifications_verifyintro1 = /** @type {(inputs: Notifications_Verifyintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome sa Ligpit! Kumpirmahin ang iyong e-mail address para matapos ang pag-sign up.`)
};

/**
* | output |
* | --- |
* | "Welcome to Ligpit! Confirm your e-mail address to finish signing up." |
*
* @param {Notifications_Verifyintro1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_verifyintro1 = /** @type {((inputs?: Notifications_Verifyintro1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Verifyintro1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_verifyintro1(inputs)
	return en_notifications_verifyintro1(inputs)
});
export { notifications_verifyintro1 as "notifications.verifyIntro" }