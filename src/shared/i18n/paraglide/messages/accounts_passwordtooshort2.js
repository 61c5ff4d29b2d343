import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Passwordtooshort2Inputs */

const en_accounts_passwordtooshort2 = /** @type {(inputs: Accounts_Passwordtooshort2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password must be at least 8 characters long`)
};

/**
* | output |
* | --- |
* | "Password must be at least 8 characters long" |
*
* @param {Accounts_Passwordtooshort2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_passwordtooshort2 = /** @type {((inputs?: Accounts_Passwordtooshort2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Passwordtooshort2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_passwordtooshort2(inputs)
});
export { accounts_passwordtooshort2 as "accounts.passwordTooShort" }