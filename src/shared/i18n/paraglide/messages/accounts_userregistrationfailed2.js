import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Userregistrationfailed2Inputs */

const en_accounts_userregistrationfailed2 = /** @type {(inputs: Accounts_Userregistrationfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User registration failed`)
};

const fil_accounts_userregistrationfailed2 = /** @type {(inputs: Accounts_Userregistrationfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi nakapag-register ang user`)
};

/**
* | output |
* | --- |
* | "User registration failed" |
*
* @param {Accounts_Userregistrationfailed2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_userregistrationfailed2 = /** @type {((inputs?: Accounts_Userregistrationfailed2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Userregistrationfailed2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_userregistrationfailed2(inputs)
	return en_accounts_userregistrationfailed2(inputs)
});
export { accounts_userregistrationfailed2 as "accounts.userRegistrationFailed" }