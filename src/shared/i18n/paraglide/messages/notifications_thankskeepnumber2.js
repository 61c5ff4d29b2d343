import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Thankskeepnumber2Inputs */

const en_notifications_thankskeepnumber2 = /** @type {(inputs: Notifications_Thankskeepnumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for your pickup request! Keep your tracking number: you need it to follow your request.`)
};

/**
* | output |
* | --- |
* | "Thank you for your pickup request! Keep your tracking number: you need it to follow your request." |
*
* @param {Notifications_Thankskeepnumber2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const notifications_thankskeepnumber2 = /** @type {((inputs?: Notifications_Thankskeepnumber2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Thankskeepnumber2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_notifications_thankskeepnumber2(inputs)
});
export { notifications_thankskeepnumber2 as "notifications.thanksKeepNumber" }