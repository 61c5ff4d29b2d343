import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Passwordmismatch1Inputs */

const en_accounts_passwordmismatch1 = /** @type {(inputs: Accounts_Passwordmismatch1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwords do not match`)
};

const fil_accounts_passwordmismatch1 = /** @type {(inputs: Accounts_Passwordmismatch1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi magkatugma ang mga password`)
};

/**
* | output |
* | --- |
* | "Passwords do not match" |
*
* @param {Accounts_Passwordmismatch1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_passwordmismatch1 = /** @type {((inputs?: Accounts_Passwordmismatch1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Passwordmismatch1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_passwordmismatch1(inputs)
	return en_accounts_passwordmismatch1(inputs)
});
export { accounts_passwordmismatch1 as "accounts.passwordMismatch" }