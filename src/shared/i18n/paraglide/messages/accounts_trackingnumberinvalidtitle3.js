import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackingnumberinvalidtitle3Inputs */

const en_accounts_trackingnumberinvalidtitle3 = /** @type {(inputs: Accounts_Trackingnumberinvalidtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid Tracking Number`)
};

/**
* | output |
* | --- |
* | "Invalid Tracking Number" |
*
* @param {Accounts_Trackingnumberinvalidtitle3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_trackingnumberinvalidtitle3 = /** @type {((inputs?: Accounts_Trackingnumberinvalidtitle3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackingnumberinvalidtitle3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_trackingnumberinvalidtitle3(inputs)
});
export { accounts_trackingnumberinvalidtitle3 as "accounts.trackingNumberInvalidTitle" }