import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_SignatureInputs */

const en_notifications_signature = /** @type {(inputs: Notifications_SignatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligpit`)
};

const fil_notifications_signature = /** @type {(inputs: Notifications_SignatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligpit`)
};

/**
* | output |
* | --- |
* | "Ligpit" |
*
* @param {Notifications_SignatureInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_signature = /** @type {((inputs?: Notifications_SignatureInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_SignatureInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_signature(inputs)
	return en_notifications_signature(inputs)
});
export { notifications_signature as "notifications.signature" }