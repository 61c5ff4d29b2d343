import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Userregistrationfailed2Inputs */

const en_accounts_userregistrationfailed2 = /** @type {(inputs: Accounts_Userregistrationfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User registration failed`)
};

/**
* | output |
* | --- |
* | "User registration failed" |
*
* @param {Accounts_Userregistrationfailed2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_userregistrationfailed2 = /** @type {((inputs?: Accounts_Userregistrationfailed2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Userregistrationfailed2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_userregistrationfailed2(inputs)
});
export { accounts_userregistrationfailed2 as "accounts.userRegistrationFailed" }