import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Followlink1Inputs */

const en_notifications_followlink1 = /** @type {(inputs: Notifications_Followlink1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow your request`)
};

const fil_notifications_followlink1 = /** @type {(inputs: Notifications_Followlink1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subaybayan ang request mo`)
};

/**
* | output |
* | --- |
* | "Follow your request" |
*
* @param {Notifications_Followlink1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_followlink1 = /** @type {((inputs?: Notifications_Followlink1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Followlink1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_followlink1(inputs)
	return en_notifications_followlink1(inputs)
});
export { notifications_followlink1 as "notifications.followLink" }