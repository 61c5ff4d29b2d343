import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ trackingNumber: NonNullable<unknown> }} Notifications_Staffcancelledsubject2Inputs */

const en_notifications_staffcancelledsubject2 = /** @type {(inputs: Notifications_Staffcancelledsubject2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancelled online: ${i?.trackingNumber}`)
};

const fil_notifications_staffcancelledsubject2 = /** @type {(inputs: Notifications_Staffcancelledsubject2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Na-cancel online: ${i?.trackingNumber}`)
};

/**
* | output |
* | --- |
* | "Cancelled online: {trackingNumber}" |
*
* @param {Notifications_Staffcancelledsubject2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_staffcancelledsubject2 = /** @type {((inputs: Notifications_Staffcancelledsubject2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Staffcancelledsubject2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_staffcancelledsubject2(inputs)
	return en_notifications_staffcancelledsubject2(inputs)
});
export { notifications_staffcancelledsubject2 as "notifications.staffCancelledSubject" }