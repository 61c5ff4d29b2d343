import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Signin1Inputs */

const en_accounts_signin1 = /** @type {(inputs: Accounts_Signin1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

const fil_accounts_signin1 = /** @type {(inputs: Accounts_Signin1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mag-sign in`)
};

/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Accounts_Signin1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_signin1 = /** @type {((inputs?: Accounts_Signin1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Signin1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_signin1(inputs)
	return en_accounts_signin1(inputs)
});
export { accounts_signin1 as "accounts.signIn" }