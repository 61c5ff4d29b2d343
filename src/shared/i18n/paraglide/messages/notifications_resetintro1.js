import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Resetintro1Inputs */

const en_notifications_resetintro1 = /** @type {(inputs: Notifications_Resetintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone asked to reset the password of your Ligpit account.`)
};

/**
* | output |
* | --- |
* | "Someone asked to reset the password of your Ligpit account." |
*
* @param {Notifications_Resetintro1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const notifications_resetintro1 = /** @type {((inputs?: Notifications_Resetintro1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Resetintro1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_notifications_resetintro1(inputs)
});
export { notifications_resetintro1 as "notifications.resetIntro" }