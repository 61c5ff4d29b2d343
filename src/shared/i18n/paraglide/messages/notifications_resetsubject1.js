import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Resetsubject1Inputs */

const en_notifications_resetsubject1 = /** @type {(inputs: Notifications_Resetsubject1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset your Ligpit password`)
};

/**
* | output |
* | --- |
* | "Reset your Ligpit password" |
*
* @param {Notifications_Resetsubject1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const notifications_resetsubject1 = /** @type {((inputs?: Notifications_Resetsubject1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Resetsubject1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_notifications_resetsubject1(inputs)
});
export { notifications_resetsubject1 as "notifications.resetSubject" }