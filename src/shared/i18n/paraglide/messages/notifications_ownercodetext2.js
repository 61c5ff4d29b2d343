import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown>, trackingNumber: NonNullable<unknown> }} Notifications_Ownercodetext2Inputs */

const en_notifications_ownercodetext2 = /** @type {(inputs: Notifications_Ownercodetext2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your code for request ${i?.trackingNumber} is ${i?.code}.

It works for 10 minutes. If you did not ask for it, you can ignore this e-mail.

Ligpit`)
};

const fil_notifications_ownercodetext2 = /** @type {(inputs: Notifications_Ownercodetext2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ang code mo para sa request na ${i?.trackingNumber} ay ${i?.code}.

Gumagana ito nang 10 minuto. Kung hindi ikaw ang humingi nito, puwede mong balewalain ang e-mail na ito.

Ligpit`)
};

/**
* | output |
* | --- |
* | "Your code for request {trackingNumber} is {code}. It works for 10 minutes. If you did not ask for it, you can ignore this e-mail. Ligpit" |
*
* @param {Notifications_Ownercodetext2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_ownercodetext2 = /** @type {((inputs: Notifications_Ownercodetext2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Ownercodetext2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_ownercodetext2(inputs)
	return en_notifications_ownercodetext2(inputs)
});
export { notifications_ownercodetext2 as "notifications.ownerCodeText" }