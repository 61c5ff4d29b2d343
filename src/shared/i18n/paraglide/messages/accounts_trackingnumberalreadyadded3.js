import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackingnumberalreadyadded3Inputs */

const en_accounts_trackingnumberalreadyadded3 = /** @type {(inputs: Accounts_Trackingnumberalreadyadded3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This tracking number is already in your list`)
};

const fil_accounts_trackingnumberalreadyadded3 = /** @type {(inputs: Accounts_Trackingnumberalreadyadded3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nasa listahan mo na ang tracking number na ito`)
};

/**
* | output |
* | --- |
* | "This tracking number is already in your list" |
*
* @param {Accounts_Trackingnumberalreadyadded3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_trackingnumberalreadyadded3 = /** @type {((inputs?: Accounts_Trackingnumberalreadyadded3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackingnumberalreadyadded3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_trackingnumberalreadyadded3(inputs)
	return en_accounts_trackingnumberalreadyadded3(inputs)
});
export { accounts_trackingnumberalreadyadded3 as "accounts.trackingNumberAlreadyAdded" }