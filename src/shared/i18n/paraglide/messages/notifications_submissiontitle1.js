import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ trackingNumber: NonNullable<unknown> }} Notifications_Submissiontitle1Inputs */

const en_notifications_submissiontitle1 = /** @type {(inputs: Notifications_Submissiontitle1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your tracking number is ${i?.trackingNumber}`)
};

/**
* | output |
* | --- |
* | "Your tracking number is {trackingNumber}" |
*
* @param {Notifications_Submissiontitle1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const notifications_submissiontitle1 = /** @type {((inputs: Notifications_Submissiontitle1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Submissiontitle1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_notifications_submissiontitle1(inputs)
});
export { notifications_submissiontitle1 as "notifications.submissionTitle" }