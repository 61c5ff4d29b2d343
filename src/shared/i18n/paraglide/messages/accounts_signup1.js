import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Signup1Inputs */

const en_accounts_signup1 = /** @type {(inputs: Accounts_Signup1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Up`)
};

const fil_accounts_signup1 = /** @type {(inputs: Accounts_Signup1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mag-sign Up`)
};

/**
* | output |
* | --- |
* | "Sign Up" |
*
* @param {Accounts_Signup1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_signup1 = /** @type {((inputs?: Accounts_Signup1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Signup1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_signup1(inputs)
	return en_accounts_signup1(inputs)
});
export { accounts_signup1 as "accounts.signUp" }