import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Resettitle1Inputs */

const en_notifications_resettitle1 = /** @type {(inputs: Notifications_Resettitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset your password`)
};

/**
* | output |
* | --- |
* | "Reset your password" |
*
* @param {Notifications_Resettitle1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const notifications_resettitle1 = /** @type {((inputs?: Notifications_Resettitle1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Resettitle1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_notifications_resettitle1(inputs)
});
export { notifications_resettitle1 as "notifications.resetTitle" }