import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Signingin1Inputs */

const en_accounts_signingin1 = /** @type {(inputs: Accounts_Signingin1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in…`)
};

const fil_accounts_signingin1 = /** @type {(inputs: Accounts_Signingin1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nagsa-sign in…`)
};

/**
* | output |
* | --- |
* | "Signing in…" |
*
* @param {Accounts_Signingin1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_signingin1 = /** @type {((inputs?: Accounts_Signingin1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Signingin1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_signingin1(inputs)
	return en_accounts_signingin1(inputs)
});
export { accounts_signingin1 as "accounts.signingIn" }