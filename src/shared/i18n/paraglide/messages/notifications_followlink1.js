import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Followlink1Inputs */

const en_notifications_followlink1 = /** @type {(inputs: Notifications_Followlink1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow your request`)
};

/**
* | output |
* | --- |
* | "Follow your request" |
*
* @param {Notifications_Followlink1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const notifications_followlink1 = /** @type {((inputs?: Notifications_Followlink1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Followlink1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_notifications_followlink1(inputs)
});
export { notifications_followlink1 as "notifications.followLink" }