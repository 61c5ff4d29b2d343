import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Notifications_Followhere1Inputs */

const en_notifications_followhere1 = /** @type {(inputs: Notifications_Followhere1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Follow your request here: ${i?.url}`)
};

const fil_notifications_followhere1 = /** @type {(inputs: Notifications_Followhere1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subaybayan ang request mo rito: ${i?.url}`)
};

/**
* | output |
* | --- |
* | "Follow your request here: {url}" |
*
* @param {Notifications_Followhere1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_followhere1 = /** @type {((inputs: Notifications_Followhere1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Followhere1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_followhere1(inputs)
	return en_notifications_followhere1(inputs)
});
export { notifications_followhere1 as "notifications.followHere" }