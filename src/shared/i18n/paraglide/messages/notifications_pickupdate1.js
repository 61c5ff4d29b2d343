import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Pickupdate1Inputs */

const en_notifications_pickupdate1 = /** @type {(inputs: Notifications_Pickupdate1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup date:`)
};

const fil_notifications_pickupdate1 = /** @type {(inputs: Notifications_Pickupdate1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Petsa ng pickup:`)
};

/**
* | output |
* | --- |
* | "Pickup date:" |
*
* @param {Notifications_Pickupdate1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_pickupdate1 = /** @type {((inputs?: Notifications_Pickupdate1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Pickupdate1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_pickupdate1(inputs)
	return en_notifications_pickupdate1(inputs)
});
export { notifications_pickupdate1 as "notifications.pickupDate" }