import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Whatnext1Inputs */

const en_notifications_whatnext1 = /** @type {(inputs: Notifications_Whatnext1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team will review your submission soon and contact you by e-mail or at the phone number you gave us. You may still change your mind about any item when we contact you for the pickup.`)
};

const fil_notifications_whatnext1 = /** @type {(inputs: Notifications_Whatnext1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Susuriin agad ng team namin ang submission mo at kokontakin ka sa e-mail o sa phone number na ibinigay mo. Puwede ka pang magbago ng isip tungkol sa anumang gamit kapag kinontak ka namin para sa pickup.`)
};

/**
* | output |
* | --- |
* | "Our team will review your submission soon and contact you by e-mail or at the phone number you gave us. You may still change your mind about any item when we..." |
*
* @param {Notifications_Whatnext1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_whatnext1 = /** @type {((inputs?: Notifications_Whatnext1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Whatnext1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_whatnext1(inputs)
	return en_notifications_whatnext1(inputs)
});
export { notifications_whatnext1 as "notifications.whatNext" }