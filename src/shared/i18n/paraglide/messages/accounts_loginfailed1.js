import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Loginfailed1Inputs */

const en_accounts_loginfailed1 = /** @type {(inputs: Accounts_Loginfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid email or password. Please try again.`)
};

/**
* | output |
* | --- |
* | "Invalid email or password. Please try again." |
*
* @param {Accounts_Loginfailed1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_loginfailed1 = /** @type {((inputs?: Accounts_Loginfailed1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Loginfailed1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_loginfailed1(inputs)
});
export { accounts_loginfailed1 as "accounts.loginFailed" }