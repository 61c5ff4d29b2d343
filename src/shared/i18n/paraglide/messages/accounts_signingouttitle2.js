import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Signingouttitle2Inputs */

const en_accounts_signingouttitle2 = /** @type {(inputs: Accounts_Signingouttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing out`)
};

const fil_accounts_signingouttitle2 = /** @type {(inputs: Accounts_Signingouttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nagsa-sign out`)
};

/**
* | output |
* | --- |
* | "Signing out" |
*
* @param {Accounts_Signingouttitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_signingouttitle2 = /** @type {((inputs?: Accounts_Signingouttitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Signingouttitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_signingouttitle2(inputs)
	return en_accounts_signingouttitle2(inputs)
});
export { accounts_signingouttitle2 as "accounts.signingOutTitle" }