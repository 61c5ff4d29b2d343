import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Resetintro1Inputs */

const en_notifications_resetintro1 = /** @type {(inputs: Notifications_Resetintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone asked to reset the password of your Ligpit account.`)
};

const fil_notifications_resetintro1 = /** @type {(inputs: Notifications_Resetintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`May humiling na i-reset ang password ng iyong Ligpit account.`)
};

/**
* | output |
* | --- |
* | "Someone asked to reset the password of your Ligpit account." |
*
* @param {Notifications_Resetintro1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_resetintro1 = /** @type {((inputs?: Notifications_Resetintro1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Resetintro1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_resetintro1(inputs)
	return en_notifications_resetintro1(inputs)
});
export { notifications_resetintro1 as "notifications.resetIntro" }