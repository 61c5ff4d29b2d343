import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ items: NonNullable<unknown> }} Notifications_Youritems1Inputs */

const en_notifications_youritems1 = /** @type {(inputs: Notifications_Youritems1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your items (${i?.items}):`)
};

const fil_notifications_youritems1 = /** @type {(inputs: Notifications_Youritems1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ang iyong mga gamit (${i?.items}):`)
};

/**
* | output |
* | --- |
* | "Your items ({items}):" |
*
* @param {Notifications_Youritems1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_youritems1 = /** @type {((inputs: Notifications_Youritems1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Youritems1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_youritems1(inputs)
	return en_notifications_youritems1(inputs)
});
export { notifications_youritems1 as "notifications.yourItems" }