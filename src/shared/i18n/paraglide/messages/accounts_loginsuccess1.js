import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Loginsuccess1Inputs */

const en_accounts_loginsuccess1 = /** @type {(inputs: Accounts_Loginsuccess1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (``)
};

/**
* | output |
* | --- |
* | "" |
*
* @param {Accounts_Loginsuccess1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_loginsuccess1 = /** @type {((inputs?: Accounts_Loginsuccess1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Loginsuccess1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_loginsuccess1(inputs)
});
export { accounts_loginsuccess1 as "accounts.loginSuccess" }