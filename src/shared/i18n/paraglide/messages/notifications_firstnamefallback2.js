import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Firstnamefallback2Inputs */

const en_notifications_firstnamefallback2 = /** @type {(inputs: Notifications_Firstnamefallback2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`there`)
};

/**
* | output |
* | --- |
* | "there" |
*
* @param {Notifications_Firstnamefallback2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const notifications_firstnamefallback2 = /** @type {((inputs?: Notifications_Firstnamefallback2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Firstnamefallback2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_notifications_firstnamefallback2(inputs)
});
export { notifications_firstnamefallback2 as "notifications.firstNameFallback" }