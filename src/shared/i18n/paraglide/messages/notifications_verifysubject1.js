import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Verifysubject1Inputs */

const en_notifications_verifysubject1 = /** @type {(inputs: Notifications_Verifysubject1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your Ligpit e-mail address`)
};

/**
* | output |
* | --- |
* | "Confirm your Ligpit e-mail address" |
*
* @param {Notifications_Verifysubject1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const notifications_verifysubject1 = /** @type {((inputs?: Notifications_Verifysubject1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Verifysubject1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_notifications_verifysubject1(inputs)
});
export { notifications_verifysubject1 as "notifications.verifySubject" }