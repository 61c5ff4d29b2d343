import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Forgotpassword1Inputs */

const en_accounts_forgotpassword1 = /** @type {(inputs: Accounts_Forgotpassword1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot password?`)
};

const fil_accounts_forgotpassword1 = /** @type {(inputs: Accounts_Forgotpassword1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nakalimutan ang password?`)
};

/**
* | output |
* | --- |
* | "Forgot password?" |
*
* @param {Accounts_Forgotpassword1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_forgotpassword1 = /** @type {((inputs?: Accounts_Forgotpassword1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Forgotpassword1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_forgotpassword1(inputs)
	return en_accounts_forgotpassword1(inputs)
});
export { accounts_forgotpassword1 as "accounts.forgotPassword" }