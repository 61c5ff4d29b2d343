import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Userregistrationfailedtitle3Inputs */

const en_accounts_userregistrationfailedtitle3 = /** @type {(inputs: Accounts_Userregistrationfailedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registration Failed`)
};

/**
* | output |
* | --- |
* | "Registration Failed" |
*
* @param {Accounts_Userregistrationfailedtitle3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_userregistrationfailedtitle3 = /** @type {((inputs?: Accounts_Userregistrationfailedtitle3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Userregistrationfailedtitle3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_userregistrationfailedtitle3(inputs)
});
export { accounts_userregistrationfailedtitle3 as "accounts.userRegistrationFailedTitle" }