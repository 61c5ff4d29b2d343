import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackingnumberalreadyadded3Inputs */

const en_accounts_trackingnumberalreadyadded3 = /** @type {(inputs: Accounts_Trackingnumberalreadyadded3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This tracking number is already in your list`)
};

/**
* | output |
* | --- |
* | "This tracking number is already in your list" |
*
* @param {Accounts_Trackingnumberalreadyadded3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_trackingnumberalreadyadded3 = /** @type {((inputs?: Accounts_Trackingnumberalreadyadded3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackingnumberalreadyadded3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_trackingnumberalreadyadded3(inputs)
});
export { accounts_trackingnumberalreadyadded3 as "accounts.trackingNumberAlreadyAdded" }