import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Passwordtoolong2Inputs */

const en_accounts_passwordtoolong2 = /** @type {(inputs: Accounts_Passwordtoolong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password must be at most 128 characters long`)
};

/**
* | output |
* | --- |
* | "Password must be at most 128 characters long" |
*
* @param {Accounts_Passwordtoolong2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_passwordtoolong2 = /** @type {((inputs?: Accounts_Passwordtoolong2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Passwordtoolong2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_passwordtoolong2(inputs)
});
export { accounts_passwordtoolong2 as "accounts.passwordTooLong" }