import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Passwordmismatchtitle2Inputs */

const en_accounts_passwordmismatchtitle2 = /** @type {(inputs: Accounts_Passwordmismatchtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password Mismatch`)
};

/**
* | output |
* | --- |
* | "Password Mismatch" |
*
* @param {Accounts_Passwordmismatchtitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_passwordmismatchtitle2 = /** @type {((inputs?: Accounts_Passwordmismatchtitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Passwordmismatchtitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_passwordmismatchtitle2(inputs)
});
export { accounts_passwordmismatchtitle2 as "accounts.passwordMismatchTitle" }