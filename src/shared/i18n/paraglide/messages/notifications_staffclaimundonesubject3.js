import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ trackingNumber: NonNullable<unknown> }} Notifications_Staffclaimundonesubject3Inputs */

const en_notifications_staffclaimundonesubject3 = /** @type {(inputs: Notifications_Staffclaimundonesubject3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Claim undone: ${i?.trackingNumber}`)
};

const fil_notifications_staffclaimundonesubject3 = /** @type {(inputs: Notifications_Staffclaimundonesubject3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Na-undo ang claim: ${i?.trackingNumber}`)
};

/**
* | output |
* | --- |
* | "Claim undone: {trackingNumber}" |
*
* @param {Notifications_Staffclaimundonesubject3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_staffclaimundonesubject3 = /** @type {((inputs: Notifications_Staffclaimundonesubject3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Staffclaimundonesubject3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_staffclaimundonesubject3(inputs)
	return en_notifications_staffclaimundonesubject3(inputs)
});
export { notifications_staffclaimundonesubject3 as "notifications.staffClaimUndoneSubject" }