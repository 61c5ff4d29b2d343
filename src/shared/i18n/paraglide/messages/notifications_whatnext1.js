import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Whatnext1Inputs */

const en_notifications_whatnext1 = /** @type {(inputs: Notifications_Whatnext1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team will review your submission soon and contact you by e-mail or at the phone number you gave us. You may still change your mind about any item when we contact you for the pickup.`)
};

/**
* | output |
* | --- |
* | "Our team will review your submission soon and contact you by e-mail or at the phone number you gave us. You may still change your mind about any item when we..." |
*
* @param {Notifications_Whatnext1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const notifications_whatnext1 = /** @type {((inputs?: Notifications_Whatnext1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Whatnext1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_notifications_whatnext1(inputs)
});
export { notifications_whatnext1 as "notifications.whatNext" }