import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Notifications_Followhere1Inputs */

const en_notifications_followhere1 = /** @type {(inputs: Notifications_Followhere1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Follow your request here: ${i?.url}`)
};

/**
* | output |
* | --- |
* | "Follow your request here: {url}" |
*
* @param {Notifications_Followhere1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const notifications_followhere1 = /** @type {((inputs: Notifications_Followhere1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Followhere1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_notifications_followhere1(inputs)
});
export { notifications_followhere1 as "notifications.followHere" }