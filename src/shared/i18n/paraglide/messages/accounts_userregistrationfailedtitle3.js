import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Userregistrationfailedtitle3Inputs */

const en_accounts_userregistrationfailedtitle3 = /** @type {(inputs: Accounts_Userregistrationfailedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registration Failed`)
};

const fil_accounts_userregistrationfailedtitle3 = /** @type {(inputs: Accounts_Userregistrationfailedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi nakapag-register`)
};

/**
* | output |
* | --- |
* | "Registration Failed" |
*
* @param {Accounts_Userregistrationfailedtitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_userregistrationfailedtitle3 = /** @type {((inputs?: Accounts_Userregistrationfailedtitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Userregistrationfailedtitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_userregistrationfailedtitle3(inputs)
	return en_accounts_userregistrationfailedtitle3(inputs)
});
export { accounts_userregistrationfailedtitle3 as "accounts.userRegistrationFailedTitle" }