import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackingnumberunknown2Inputs */

const en_accounts_trackingnumberunknown2 = /** @type {(inputs: Accounts_Trackingnumberunknown2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This tracking number was not found in our system`)
};

const fil_accounts_trackingnumberunknown2 = /** @type {(inputs: Accounts_Trackingnumberunknown2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wala sa system namin ang tracking number na ito`)
};

/**
* | output |
* | --- |
* | "This tracking number was not found in our system" |
*
* @param {Accounts_Trackingnumberunknown2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_trackingnumberunknown2 = /** @type {((inputs?: Accounts_Trackingnumberunknown2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackingnumberunknown2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_trackingnumberunknown2(inputs)
	return en_accounts_trackingnumberunknown2(inputs)
});
export { accounts_trackingnumberunknown2 as "accounts.trackingNumberUnknown" }