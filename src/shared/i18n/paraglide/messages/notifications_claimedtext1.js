import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ account: NonNullable<unknown>, trackingNumber: NonNullable<unknown>, url: NonNullable<unknown> }} Notifications_Claimedtext1Inputs */

const en_notifications_claimedtext1 = /** @type {(inputs: Notifications_Claimedtext1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Request ${i?.trackingNumber} was added to the Ligpit account ${i?.account}. That account now sees its details and can change the pickup.

If this was not you, open this link and choose "This was not me": ${i?.url}

Ligpit`)
};

const fil_notifications_claimedtext1 = /** @type {(inputs: Notifications_Claimedtext1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Naidagdag ang request na ${i?.trackingNumber} sa Ligpit account na ${i?.account}. Nakikita na ng account na iyon ang mga detalye nito at puwede nitong baguhin ang pickup.

Kung hindi ikaw ito, buksan ang link na ito at piliin ang "Hindi ako ito": ${i?.url}

Ligpit`)
};

/**
* | output |
* | --- |
* | "Request {trackingNumber} was added to the Ligpit account {account}. That account now sees its details and can change the pickup. If this was not you, open th..." |
*
* @param {Notifications_Claimedtext1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_claimedtext1 = /** @type {((inputs: Notifications_Claimedtext1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Claimedtext1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_claimedtext1(inputs)
	return en_notifications_claimedtext1(inputs)
});
export { notifications_claimedtext1 as "notifications.claimedText" }