import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Passwordtoolong2Inputs */

const en_accounts_passwordtoolong2 = /** @type {(inputs: Accounts_Passwordtoolong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password must be at most 128 characters long`)
};

const fil_accounts_passwordtoolong2 = /** @type {(inputs: Accounts_Passwordtoolong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hanggang 128 character lang ang password`)
};

/**
* | output |
* | --- |
* | "Password must be at most 128 characters long" |
*
* @param {Accounts_Passwordtoolong2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_passwordtoolong2 = /** @type {((inputs?: Accounts_Passwordtoolong2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Passwordtoolong2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_passwordtoolong2(inputs)
	return en_accounts_passwordtoolong2(inputs)
});
export { accounts_passwordtoolong2 as "accounts.passwordTooLong" }