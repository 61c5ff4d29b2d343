import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Thankskeepnumber2Inputs */

const en_notifications_thankskeepnumber2 = /** @type {(inputs: Notifications_Thankskeepnumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for your pickup request! Keep your tracking number: you need it to follow your request.`)
};

const fil_notifications_thankskeepnumber2 = /** @type {(inputs: Notifications_Thankskeepnumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salamat sa iyong pickup request! Itago ang tracking number mo: kailangan mo ito para masubaybayan ang request mo.`)
};

/**
* | output |
* | --- |
* | "Thank you for your pickup request! Keep your tracking number: you need it to follow your request." |
*
* @param {Notifications_Thankskeepnumber2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_thankskeepnumber2 = /** @type {((inputs?: Notifications_Thankskeepnumber2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Thankskeepnumber2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_thankskeepnumber2(inputs)
	return en_notifications_thankskeepnumber2(inputs)
});
export { notifications_thankskeepnumber2 as "notifications.thanksKeepNumber" }