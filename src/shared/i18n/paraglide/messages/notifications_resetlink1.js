import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Resetlink1Inputs */

const en_notifications_resetlink1 = /** @type {(inputs: Notifications_Resetlink1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a new password`)
};

/**
* | output |
* | --- |
* | "Choose a new password" |
*
* @param {Notifications_Resetlink1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const notifications_resetlink1 = /** @type {((inputs?: Notifications_Resetlink1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Resetlink1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_notifications_resetlink1(inputs)
});
export { notifications_resetlink1 as "notifications.resetLink" }