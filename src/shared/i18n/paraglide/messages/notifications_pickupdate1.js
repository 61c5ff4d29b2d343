import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Pickupdate1Inputs */

const en_notifications_pickupdate1 = /** @type {(inputs: Notifications_Pickupdate1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup date:`)
};

/**
* | output |
* | --- |
* | "Pickup date:" |
*
* @param {Notifications_Pickupdate1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const notifications_pickupdate1 = /** @type {((inputs?: Notifications_Pickupdate1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Pickupdate1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_notifications_pickupdate1(inputs)
});
export { notifications_pickupdate1 as "notifications.pickupDate" }