import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Loginfailed1Inputs */

const en_accounts_loginfailed1 = /** @type {(inputs: Accounts_Loginfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid email or password. Please try again.`)
};

const fil_accounts_loginfailed1 = /** @type {(inputs: Accounts_Loginfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mali ang e-mail o password. Pakisubukan ulit.`)
};

/**
* | output |
* | --- |
* | "Invalid email or password. Please try again." |
*
* @param {Accounts_Loginfailed1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_loginfailed1 = /** @type {((inputs?: Accounts_Loginfailed1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Loginfailed1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_loginfailed1(inputs)
	return en_accounts_loginfailed1(inputs)
});
export { accounts_loginfailed1 as "accounts.loginFailed" }