import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ trackingNumber: NonNullable<unknown> }} Notifications_Staffcancelledsubject2Inputs */

const en_notifications_staffcancelledsubject2 = /** @type {(inputs: Notifications_Staffcancelledsubject2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancelled online: ${i?.trackingNumber}`)
};

/**
* | output |
* | --- |
* | "Cancelled online: {trackingNumber}" |
*
* @param {Notifications_Staffcancelledsubject2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const notifications_staffcancelledsubject2 = /** @type {((inputs: Notifications_Staffcancelledsubject2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Staffcancelledsubject2Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_notifications_staffcancelledsubject2(inputs)
});
export { notifications_staffcancelledsubject2 as "notifications.staffCancelledSubject" }