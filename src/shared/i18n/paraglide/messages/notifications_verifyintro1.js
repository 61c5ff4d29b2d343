import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Verifyintro1Inputs */

const en_notifications_verifyintro1 = /** @type {(inputs: Notifications_Verifyintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome to Ligpit! Confirm your e-mail address to finish signing up.`)
};

/**
* | output |
* | --- |
* | "Welcome to Ligpit! Confirm your e-mail address to finish signing up." |
*
* @param {Notifications_Verifyintro1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const notifications_verifyintro1 = /** @type {((inputs?: Notifications_Verifyintro1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Verifyintro1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_notifications_verifyintro1(inputs)
});
export { notifications_verifyintro1 as "notifications.verifyIntro" }