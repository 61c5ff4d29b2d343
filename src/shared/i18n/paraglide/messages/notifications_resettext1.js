import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Notifications_Resettext1Inputs */

const en_notifications_resettext1 = /** @type {(inputs: Notifications_Resettext1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone asked to reset the password of your Ligpit account. Open this link to choose a new one:

${i?.url}

If it was not you, you can ignore this e-mail.`)
};

const fil_notifications_resettext1 = /** @type {(inputs: Notifications_Resettext1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`May humiling na i-reset ang password ng iyong Ligpit account. Buksan ang link na ito para pumili ng bago:

${i?.url}

Kung hindi ikaw ito, puwede mong balewalain ang e-mail na ito.`)
};

/**
* | output |
* | --- |
* | "Someone asked to reset the password of your Ligpit account. Open this link to choose a new one: {url} If it was not you, you can ignore this e-mail." |
*
* @param {Notifications_Resettext1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_resettext1 = /** @type {((inputs: Notifications_Resettext1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Resettext1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_resettext1(inputs)
	return en_notifications_resettext1(inputs)
});
export { notifications_resettext1 as "notifications.resetText" }