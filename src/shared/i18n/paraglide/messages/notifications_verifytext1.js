import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Notifications_Verifytext1Inputs */

const en_notifications_verifytext1 = /** @type {(inputs: Notifications_Verifytext1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome to Ligpit! Confirm your e-mail address by opening this link:

${i?.url}

If you did not sign up, you can ignore this e-mail.`)
};

/**
* | output |
* | --- |
* | "Welcome to Ligpit! Confirm your e-mail address by opening this link: {url} If you did not sign up, you can ignore this e-mail." |
*
* @param {Notifications_Verifytext1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const notifications_verifytext1 = /** @type {((inputs: Notifications_Verifytext1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Verifytext1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_notifications_verifytext1(inputs)
});
export { notifications_verifytext1 as "notifications.verifyText" }