import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ account: NonNullable<unknown>, code: NonNullable<unknown>, trackingNumber: NonNullable<unknown> }} Notifications_Claimcodetext2Inputs */

const en_notifications_claimcodetext2 = /** @type {(inputs: Notifications_Claimcodetext2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone signed in as ${i?.account} asked to add request ${i?.trackingNumber} to their account. The code is ${i?.code}.

It works for 10 minutes. If this is not you, do not share it: nothing changes without it.

Ligpit`)
};

const fil_notifications_claimcodetext2 = /** @type {(inputs: Notifications_Claimcodetext2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`May naka-sign in bilang ${i?.account} na humiling na idagdag ang request na ${i?.trackingNumber} sa account nila. Ang code ay ${i?.code}.

Gumagana ito nang 10 minuto. Kung hindi ikaw ito, huwag itong ibigay: walang magbabago kung wala ang code.

Ligpit`)
};

/**
* | output |
* | --- |
* | "Someone signed in as {account} asked to add request {trackingNumber} to their account. The code is {code}. It works for 10 minutes. If this is not you, do no..." |
*
* @param {Notifications_Claimcodetext2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_claimcodetext2 = /** @type {((inputs: Notifications_Claimcodetext2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Claimcodetext2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_claimcodetext2(inputs)
	return en_notifications_claimcodetext2(inputs)
});
export { notifications_claimcodetext2 as "notifications.claimCodeText" }