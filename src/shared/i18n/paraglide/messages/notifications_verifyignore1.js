import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Verifyignore1Inputs */

const en_notifications_verifyignore1 = /** @type {(inputs: Notifications_Verifyignore1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not sign up, you can ignore this e-mail.`)
};

const fil_notifications_verifyignore1 = /** @type {(inputs: Notifications_Verifyignore1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kung hindi ka nag-sign up, puwede mong balewalain ang e-mail na ito.`)
};

/**
* | output |
* | --- |
* | "If you did not sign up, you can ignore this e-mail." |
*
* @param {Notifications_Verifyignore1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_verifyignore1 = /** @type {((inputs?: Notifications_Verifyignore1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Verifyignore1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_verifyignore1(inputs)
	return en_notifications_verifyignore1(inputs)
});
export { notifications_verifyignore1 as "notifications.verifyIgnore" }