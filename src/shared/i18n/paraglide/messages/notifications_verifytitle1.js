import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Verifytitle1Inputs */

const en_notifications_verifytitle1 = /** @type {(inputs: Notifications_Verifytitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your e-mail address`)
};

/**
* | output |
* | --- |
* | "Confirm your e-mail address" |
*
* @param {Notifications_Verifytitle1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const notifications_verifytitle1 = /** @type {((inputs?: Notifications_Verifytitle1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Verifytitle1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_notifications_verifytitle1(inputs)
});
export { notifications_verifytitle1 as "notifications.verifyTitle" }