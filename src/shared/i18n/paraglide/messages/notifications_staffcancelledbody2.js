import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, name: NonNullable<unknown>, trackingNumber: NonNullable<unknown> }} Notifications_Staffcancelledbody2Inputs */

const en_notifications_staffcancelledbody2 = /** @type {(inputs: Notifications_Staffcancelledbody2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} cancelled request ${i?.trackingNumber} (pickup ${i?.date}) on the tracking page.`)
};

/**
* | output |
* | --- |
* | "{name} cancelled request {trackingNumber} (pickup {date}) on the tracking page." |
*
* @param {Notifications_Staffcancelledbody2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const notifications_staffcancelledbody2 = /** @type {((inputs: Notifications_Staffcancelledbody2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Staffcancelledbody2Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_notifications_staffcancelledbody2(inputs)
});
export { notifications_staffcancelledbody2 as "notifications.staffCancelledBody" }