import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ trackingNumber: NonNullable<unknown> }} Notifications_Submissionsubject1Inputs */

const en_notifications_submissionsubject1 = /** @type {(inputs: Notifications_Submissionsubject1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your Ligpit tracking number: ${i?.trackingNumber}`)
};

const fil_notifications_submissionsubject1 = /** @type {(inputs: Notifications_Submissionsubject1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ang iyong Ligpit tracking number: ${i?.trackingNumber}`)
};

/**
* | output |
* | --- |
* | "Your Ligpit tracking number: {trackingNumber}" |
*
* @param {Notifications_Submissionsubject1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_submissionsubject1 = /** @type {((inputs: Notifications_Submissionsubject1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Submissionsubject1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_submissionsubject1(inputs)
	return en_notifications_submissionsubject1(inputs)
});
export { notifications_submissionsubject1 as "notifications.submissionSubject" }