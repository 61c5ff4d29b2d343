import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ trackingNumber: NonNullable<unknown> }} Notifications_Submissionsubject1Inputs */

const en_notifications_submissionsubject1 = /** @type {(inputs: Notifications_Submissionsubject1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your Ligpit tracking number: ${i?.trackingNumber}`)
};

/**
* | output |
* | --- |
* | "Your Ligpit tracking number: {trackingNumber}" |
*
* @param {Notifications_Submissionsubject1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const notifications_submissionsubject1 = /** @type {((inputs: Notifications_Submissionsubject1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Submissionsubject1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_notifications_submissionsubject1(inputs)
});
export { notifications_submissionsubject1 as "notifications.submissionSubject" }