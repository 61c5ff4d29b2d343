import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackingnumberunknown2Inputs */

const en_accounts_trackingnumberunknown2 = /** @type {(inputs: Accounts_Trackingnumberunknown2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This tracking number was not found in our system`)
};

/**
* | output |
* | --- |
* | "This tracking number was not found in our system" |
*
* @param {Accounts_Trackingnumberunknown2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_trackingnumberunknown2 = /** @type {((inputs?: Accounts_Trackingnumberunknown2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackingnumberunknown2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_trackingnumberunknown2(inputs)
});
export { accounts_trackingnumberunknown2 as "accounts.trackingNumberUnknown" }