import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ trackingNumber: NonNullable<unknown> }} Notifications_Submissiontitle1Inputs */

const en_notifications_submissiontitle1 = /** @type {(inputs: Notifications_Submissiontitle1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your tracking number is ${i?.trackingNumber}`)
};

const fil_notifications_submissiontitle1 = /** @type {(inputs: Notifications_Submissiontitle1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ang tracking number mo ay ${i?.trackingNumber}`)
};

/**
* | output |
* | --- |
* | "Your tracking number is {trackingNumber}" |
*
* @param {Notifications_Submissiontitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_submissiontitle1 = /** @type {((inputs: Notifications_Submissiontitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Submissiontitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_submissiontitle1(inputs)
	return en_notifications_submissiontitle1(inputs)
});
export { notifications_submissiontitle1 as "notifications.submissionTitle" }