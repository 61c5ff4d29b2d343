import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackingnumberinvalid2Inputs */

const en_accounts_trackingnumberinvalid2 = /** @type {(inputs: Accounts_Trackingnumberinvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid tracking number (8 alphanumeric characters)`)
};

const fil_accounts_trackingnumberinvalid2 = /** @type {(inputs: Accounts_Trackingnumberinvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maglagay ng valid na tracking number (8 letra o numero)`)
};

/**
* | output |
* | --- |
* | "Please enter a valid tracking number (8 alphanumeric characters)" |
*
* @param {Accounts_Trackingnumberinvalid2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_trackingnumberinvalid2 = /** @type {((inputs?: Accounts_Trackingnumberinvalid2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackingnumberinvalid2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_trackingnumberinvalid2(inputs)
	return en_accounts_trackingnumberinvalid2(inputs)
});
export { accounts_trackingnumberinvalid2 as "accounts.trackingNumberInvalid" }