import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Emailfooter1Inputs */

const en_notifications_emailfooter1 = /** @type {(inputs: Notifications_Emailfooter1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligpit · Decluttering pickups across Metro Manila`)
};

/**
* | output |
* | --- |
* | "Ligpit · Decluttering pickups across Metro Manila" |
*
* @param {Notifications_Emailfooter1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const notifications_emailfooter1 = /** @type {((inputs?: Notifications_Emailfooter1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Emailfooter1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_notifications_emailfooter1(inputs)
});
export { notifications_emailfooter1 as "notifications.emailFooter" }