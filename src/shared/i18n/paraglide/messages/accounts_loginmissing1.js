import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Loginmissing1Inputs */

const en_accounts_loginmissing1 = /** @type {(inputs: Accounts_Loginmissing1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your email and password`)
};

const fil_accounts_loginmissing1 = /** @type {(inputs: Accounts_Loginmissing1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakilagay ang iyong e-mail at password`)
};

/**
* | output |
* | --- |
* | "Please enter your email and password" |
*
* @param {Accounts_Loginmissing1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_loginmissing1 = /** @type {((inputs?: Accounts_Loginmissing1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Loginmissing1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_loginmissing1(inputs)
	return en_accounts_loginmissing1(inputs)
});
export { accounts_loginmissing1 as "accounts.loginMissing" }