import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Passwordmismatch1Inputs */

const en_accounts_passwordmismatch1 = /** @type {(inputs: Accounts_Passwordmismatch1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwords do not match`)
};

/**
* | output |
* | --- |
* | "Passwords do not match" |
*
* @param {Accounts_Passwordmismatch1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_passwordmismatch1 = /** @type {((inputs?: Accounts_Passwordmismatch1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Passwordmismatch1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_passwordmismatch1(inputs)
});
export { accounts_passwordmismatch1 as "accounts.passwordMismatch" }