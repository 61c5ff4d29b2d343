import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ items: NonNullable<unknown> }} Notifications_Youritems1Inputs */

const en_notifications_youritems1 = /** @type {(inputs: Notifications_Youritems1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your items (${i?.items}):`)
};

/**
* | output |
* | --- |
* | "Your items ({items}):" |
*
* @param {Notifications_Youritems1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const notifications_youritems1 = /** @type {((inputs: Notifications_Youritems1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Youritems1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_notifications_youritems1(inputs)
});
export { notifications_youritems1 as "notifications.yourItems" }