import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Smsdatetoconfirm3Inputs */

const en_notifications_smsdatetoconfirm3 = /** @type {(inputs: Notifications_Smsdatetoconfirm3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a date we will confirm`)
};

const fil_notifications_smsdatetoconfirm3 = /** @type {(inputs: Notifications_Smsdatetoconfirm3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`petsang kukumpirmahin namin`)
};

/**
* | output |
* | --- |
* | "a date we will confirm" |
*
* @param {Notifications_Smsdatetoconfirm3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_smsdatetoconfirm3 = /** @type {((inputs?: Notifications_Smsdatetoconfirm3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Smsdatetoconfirm3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_smsdatetoconfirm3(inputs)
	return en_notifications_smsdatetoconfirm3(inputs)
});
export { notifications_smsdatetoconfirm3 as "notifications.smsDateToConfirm" }