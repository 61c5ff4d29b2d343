import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ trackingNumber: NonNullable<unknown> }} Notifications_Thankswithnumber2Inputs */

const en_notifications_thankswithnumber2 = /** @type {(inputs: Notifications_Thankswithnumber2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you for your pickup request! Your tracking number is ${i?.trackingNumber}. Keep it: you need it to follow your request.`)
};

const fil_notifications_thankswithnumber2 = /** @type {(inputs: Notifications_Thankswithnumber2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Salamat sa iyong pickup request! Ang tracking number mo ay ${i?.trackingNumber}. Itago ito: kailangan mo ito para masubaybayan ang request mo.`)
};

/**
* | output |
* | --- |
* | "Thank you for your pickup request! Your tracking number is {trackingNumber}. Keep it: you need it to follow your request." |
*
* @param {Notifications_Thankswithnumber2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_thankswithnumber2 = /** @type {((inputs: Notifications_Thankswithnumber2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Thankswithnumber2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_thankswithnumber2(inputs)
	return en_notifications_thankswithnumber2(inputs)
});
export { notifications_thankswithnumber2 as "notifications.thanksWithNumber" }