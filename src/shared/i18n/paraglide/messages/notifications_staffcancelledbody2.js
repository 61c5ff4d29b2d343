import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, name: NonNullable<unknown>, trackingNumber: NonNullable<unknown> }} Notifications_Staffcancelledbody2Inputs */

const en_notifications_staffcancelledbody2 = /** @type {(inputs: Notifications_Staffcancelledbody2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} cancelled request ${i?.trackingNumber} (pickup ${i?.date}) on the tracking page.`)
};

const fil_notifications_staffcancelledbody2 = /** @type {(inputs: Notifications_Staffcancelledbody2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kinansela ni ${i?.name} ang request na ${i?.trackingNumber} (pickup sa ${i?.date}) sa tracking page.`)
};

/**
* | output |
* | --- |
* | "{name} cancelled request {trackingNumber} (pickup {date}) on the tracking page." |
*
* @param {Notifications_Staffcancelledbody2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_staffcancelledbody2 = /** @type {((inputs: Notifications_Staffcancelledbody2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Staffcancelledbody2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_staffcancelledbody2(inputs)
	return en_notifications_staffcancelledbody2(inputs)
});
export { notifications_staffcancelledbody2 as "notifications.staffCancelledBody" }