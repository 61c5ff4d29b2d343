import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackingnumberinvalidtitle3Inputs */

const en_accounts_trackingnumberinvalidtitle3 = /** @type {(inputs: Accounts_Trackingnumberinvalidtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid Tracking Number`)
};

const fil_accounts_trackingnumberinvalidtitle3 = /** @type {(inputs: Accounts_Trackingnumberinvalidtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi valid ang tracking number`)
};

/**
* | output |
* | --- |
* | "Invalid Tracking Number" |
*
* @param {Accounts_Trackingnumberinvalidtitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_trackingnumberinvalidtitle3 = /** @type {((inputs?: Accounts_Trackingnumberinvalidtitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackingnumberinvalidtitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_trackingnumberinvalidtitle3(inputs)
	return en_accounts_trackingnumberinvalidtitle3(inputs)
});
export { accounts_trackingnumberinvalidtitle3 as "accounts.trackingNumberInvalidTitle" }