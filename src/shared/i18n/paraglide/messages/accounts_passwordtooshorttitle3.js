import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Passwordtooshorttitle3Inputs */

const en_accounts_passwordtooshorttitle3 = /** @type {(inputs: Accounts_Passwordtooshorttitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weak Password`)
};

const fil_accounts_passwordtooshorttitle3 = /** @type {(inputs: Accounts_Passwordtooshorttitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mahinang password`)
};

/**
* | output |
* | --- |
* | "Weak Password" |
*
* @param {Accounts_Passwordtooshorttitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_passwordtooshorttitle3 = /** @type {((inputs?: Accounts_Passwordtooshorttitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Passwordtooshorttitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_passwordtooshorttitle3(inputs)
	return en_accounts_passwordtooshorttitle3(inputs)
});
export { accounts_passwordtooshorttitle3 as "accounts.passwordTooShortTitle" }