import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Smsdatetoconfirm3Inputs */

const en_notifications_smsdatetoconfirm3 = /** @type {(inputs: Notifications_Smsdatetoconfirm3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a date we will confirm`)
};

/**
* | output |
* | --- |
* | "a date we will confirm" |
*
* @param {Notifications_Smsdatetoconfirm3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const notifications_smsdatetoconfirm3 = /** @type {((inputs?: Notifications_Smsdatetoconfirm3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Smsdatetoconfirm3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_notifications_smsdatetoconfirm3(inputs)
});
export { notifications_smsdatetoconfirm3 as "notifications.smsDateToConfirm" }