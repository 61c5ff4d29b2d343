import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Firstnamefallback2Inputs */

const en_notifications_firstnamefallback2 = /** @type {(inputs: Notifications_Firstnamefallback2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`there`)
};

const fil_notifications_firstnamefallback2 = /** @type {(inputs: Notifications_Firstnamefallback2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`po`)
};

/**
* | output |
* | --- |
* | "there" |
*
* @param {Notifications_Firstnamefallback2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_firstnamefallback2 = /** @type {((inputs?: Notifications_Firstnamefallback2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Firstnamefallback2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_firstnamefallback2(inputs)
	return en_notifications_firstnamefallback2(inputs)
});
export { notifications_firstnamefallback2 as "notifications.firstNameFallback" }