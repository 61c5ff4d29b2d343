import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Verifylink1Inputs */

const en_notifications_verifylink1 = /** @type {(inputs: Notifications_Verifylink1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm my e-mail address`)
};

/**
* | output |
* | --- |
* | "Confirm my e-mail address" |
*
* @param {Notifications_Verifylink1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const notifications_verifylink1 = /** @type {((inputs?: Notifications_Verifylink1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Verifylink1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_notifications_verifylink1(inputs)
});
export { notifications_verifylink1 as "notifications.verifyLink" }