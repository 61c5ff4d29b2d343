import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Passwordrequired1Inputs */

const en_accounts_passwordrequired1 = /** @type {(inputs: Accounts_Passwordrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a password`)
};

const fil_accounts_passwordrequired1 = /** @type {(inputs: Accounts_Passwordrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakilagay ang password`)
};

/**
* | output |
* | --- |
* | "Please enter a password" |
*
* @param {Accounts_Passwordrequired1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_passwordrequired1 = /** @type {((inputs?: Accounts_Passwordrequired1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Passwordrequired1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_passwordrequired1(inputs)
	return en_accounts_passwordrequired1(inputs)
});
export { accounts_passwordrequired1 as "accounts.passwordRequired" }