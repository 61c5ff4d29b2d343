import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Passwordtooshort2Inputs */

const en_accounts_passwordtooshort2 = /** @type {(inputs: Accounts_Passwordtooshort2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password must be at least 8 characters long`)
};

const fil_accounts_passwordtooshort2 = /** @type {(inputs: Accounts_Passwordtooshort2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dapat hindi bababa sa 8 character ang password`)
};

/**
* | output |
* | --- |
* | "Password must be at least 8 characters long" |
*
* @param {Accounts_Passwordtooshort2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_passwordtooshort2 = /** @type {((inputs?: Accounts_Passwordtooshort2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Passwordtooshort2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_passwordtooshort2(inputs)
	return en_accounts_passwordtooshort2(inputs)
});
export { accounts_passwordtooshort2 as "accounts.passwordTooShort" }