import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackingnumberinvalid2Inputs */

const en_accounts_trackingnumberinvalid2 = /** @type {(inputs: Accounts_Trackingnumberinvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid tracking number (8 alphanumeric characters)`)
};

/**
* | output |
* | --- |
* | "Please enter a valid tracking number (8 alphanumeric characters)" |
*
* @param {Accounts_Trackingnumberinvalid2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_trackingnumberinvalid2 = /** @type {((inputs?: Accounts_Trackingnumberinvalid2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackingnumberinvalid2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_trackingnumberinvalid2(inputs)
});
export { accounts_trackingnumberinvalid2 as "accounts.trackingNumberInvalid" }