import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Notifications_Verifytext1Inputs */

const en_notifications_verifytext1 = /** @type {(inputs: Notifications_Verifytext1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome to Ligpit! Confirm your e-mail address by opening this link:

${i?.url}

If you did not sign up, you can ignore this e-mail.`)
};

const fil_notifications_verifytext1 = /** @type {(inputs: Notifications_Verifytext1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome sa Ligpit! Kumpirmahin ang iyong e-mail address sa pagbukas ng link na ito:

${i?.url}

Kung hindi ka nag-sign up, puwede mong balewalain ang e-mail na ito.`)
};

/**
* | output |
* | --- |
* | "Welcome to Ligpit! Confirm your e-mail address by opening this link: {url} If you did not sign up, you can ignore this e-mail." |
*
* @param {Notifications_Verifytext1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_verifytext1 = /** @type {((inputs: Notifications_Verifytext1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Verifytext1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_verifytext1(inputs)
	return en_notifications_verifytext1(inputs)
});
export { notifications_verifytext1 as "notifications.verifyText" }