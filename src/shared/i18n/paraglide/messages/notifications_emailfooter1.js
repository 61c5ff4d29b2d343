import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Emailfooter1Inputs */

const en_notifications_emailfooter1 = /** @type {(inputs: Notifications_Emailfooter1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligpit · Decluttering pickups across Metro Manila`)
};

const fil_notifications_emailfooter1 = /** @type {(inputs: Notifications_Emailfooter1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligpit · Pickup ng mga gamit na ayaw mo na, sa buong Metro Manila`)
};

/**
* | output |
* | --- |
* | "Ligpit · Decluttering pickups across Metro Manila" |
*
* @param {Notifications_Emailfooter1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_emailfooter1 = /** @type {((inputs?: Notifications_Emailfooter1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Emailfooter1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_emailfooter1(inputs)
	return en_notifications_emailfooter1(inputs)
});
export { notifications_emailfooter1 as "notifications.emailFooter" }