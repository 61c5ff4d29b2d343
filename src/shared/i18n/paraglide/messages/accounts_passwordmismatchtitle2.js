import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Passwordmismatchtitle2Inputs */

const en_accounts_passwordmismatchtitle2 = /** @type {(inputs: Accounts_Passwordmismatchtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password Mismatch`)
};

const fil_accounts_passwordmismatchtitle2 = /** @type {(inputs: Accounts_Passwordmismatchtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi tugma ang password`)
};

/**
* | output |
* | --- |
* | "Password Mismatch" |
*
* @param {Accounts_Passwordmismatchtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_passwordmismatchtitle2 = /** @type {((inputs?: Accounts_Passwordmismatchtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Passwordmismatchtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_passwordmismatchtitle2(inputs)
	return en_accounts_passwordmismatchtitle2(inputs)
});
export { accounts_passwordmismatchtitle2 as "accounts.passwordMismatchTitle" }