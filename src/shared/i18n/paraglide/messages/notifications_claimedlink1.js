import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Claimedlink1Inputs */

const en_notifications_claimedlink1 = /** @type {(inputs: Notifications_Claimedlink1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This was not me`)
};

const fil_notifications_claimedlink1 = /** @type {(inputs: Notifications_Claimedlink1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi ako ito`)
};

/**
* | output |
* | --- |
* | "This was not me" |
*
* @param {Notifications_Claimedlink1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_claimedlink1 = /** @type {((inputs?: Notifications_Claimedlink1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Claimedlink1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_claimedlink1(inputs)
	return en_notifications_claimedlink1(inputs)
});
export { notifications_claimedlink1 as "notifications.claimedLink" }