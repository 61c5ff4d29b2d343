import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown>, trackingNumber: NonNullable<unknown> }} Notifications_Claimcodesms2Inputs */

const en_notifications_claimcodesms2 = /** @type {(inputs: Notifications_Claimcodesms2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ligpit: Code ${i?.code} adds ${i?.trackingNumber} to an account. Works 10 min. Only enter it if you asked.`)
};

const fil_notifications_claimcodesms2 = /** @type {(inputs: Notifications_Claimcodesms2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ligpit: Ang code ${i?.code} ay magdadagdag ng ${i?.trackingNumber} sa isang account. 10 min lang. Ilagay lang kung ikaw ang humingi.`)
};

/**
* | output |
* | --- |
* | "Ligpit: Code {code} adds {trackingNumber} to an account. Works 10 min. Only enter it if you asked." |
*
* @param {Notifications_Claimcodesms2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_claimcodesms2 = /** @type {((inputs: Notifications_Claimcodesms2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Claimcodesms2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_claimcodesms2(inputs)
	return en_notifications_claimcodesms2(inputs)
});
export { notifications_claimcodesms2 as "notifications.claimCodeSms" }