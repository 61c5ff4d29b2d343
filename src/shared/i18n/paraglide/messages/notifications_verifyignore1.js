import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Verifyignore1Inputs */

const en_notifications_verifyignore1 = /** @type {(inputs: Notifications_Verifyignore1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not sign up, you can ignore this e-mail.`)
};

/**
* | output |
* | --- |
* | "If you did not sign up, you can ignore this e-mail." |
*
* @param {Notifications_Verifyignore1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const notifications_verifyignore1 = /** @type {((inputs?: Notifications_Verifyignore1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Verifyignore1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_notifications_verifyignore1(inputs)
});
export { notifications_verifyignore1 as "notifications.verifyIgnore" }