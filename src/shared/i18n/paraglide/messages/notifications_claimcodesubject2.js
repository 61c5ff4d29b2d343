import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Notifications_Claimcodesubject2Inputs */

const en_notifications_claimcodesubject2 = /** @type {(inputs: Notifications_Claimcodesubject2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your Ligpit code: ${i?.code}`)
};

const fil_notifications_claimcodesubject2 = /** @type {(inputs: Notifications_Claimcodesubject2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ang iyong Ligpit code: ${i?.code}`)
};

/**
* | output |
* | --- |
* | "Your Ligpit code: {code}" |
*
* @param {Notifications_Claimcodesubject2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_claimcodesubject2 = /** @type {((inputs: Notifications_Claimcodesubject2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Claimcodesubject2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_claimcodesubject2(inputs)
	return en_notifications_claimcodesubject2(inputs)
});
export { notifications_claimcodesubject2 as "notifications.claimCodeSubject" }