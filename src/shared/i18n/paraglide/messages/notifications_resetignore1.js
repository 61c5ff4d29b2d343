import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Resetignore1Inputs */

const en_notifications_resetignore1 = /** @type {(inputs: Notifications_Resetignore1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If it was not you, you can ignore this e-mail.`)
};

const fil_notifications_resetignore1 = /** @type {(inputs: Notifications_Resetignore1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kung hindi ikaw ito, puwede mong balewalain ang e-mail na ito.`)
};

/**
* | output |
* | --- |
* | "If it was not you, you can ignore this e-mail." |
*
* @param {Notifications_Resetignore1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_resetignore1 = /** @type {((inputs?: Notifications_Resetignore1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Resetignore1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_resetignore1(inputs)
	return en_notifications_resetignore1(inputs)
});
export { notifications_resetignore1 as "notifications.resetIgnore" }