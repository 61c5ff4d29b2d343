import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_SignatureInputs */

const en_notifications_signature = /** @type {(inputs: Notifications_SignatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligpit`)
};

/**
* | output |
* | --- |
* | "Ligpit" |
*
* @param {Notifications_SignatureInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const notifications_signature = /** @type {((inputs?: Notifications_SignatureInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_SignatureInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_notifications_signature(inputs)
});
export { notifications_signature as "notifications.signature" }