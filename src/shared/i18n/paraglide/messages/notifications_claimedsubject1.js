import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ trackingNumber: NonNullable<unknown> }} Notifications_Claimedsubject1Inputs */

const en_notifications_claimedsubject1 = /** @type {(inputs: Notifications_Claimedsubject1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Request ${i?.trackingNumber} was added to an account`)
};

const fil_notifications_claimedsubject1 = /** @type {(inputs: Notifications_Claimedsubject1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Naidagdag sa isang account ang request na ${i?.trackingNumber}`)
};

/**
* | output |
* | --- |
* | "Request {trackingNumber} was added to an account" |
*
* @param {Notifications_Claimedsubject1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_claimedsubject1 = /** @type {((inputs: Notifications_Claimedsubject1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Claimedsubject1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_claimedsubject1(inputs)
	return en_notifications_claimedsubject1(inputs)
});
export { notifications_claimedsubject1 as "notifications.claimedSubject" }