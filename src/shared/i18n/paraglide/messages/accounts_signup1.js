import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Signup1Inputs */

const en_accounts_signup1 = /** @type {(inputs: Accounts_Signup1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Up`)
};

/**
* | output |
* | --- |
* | "Sign Up" |
*
* @param {Accounts_Signup1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_signup1 = /** @type {((inputs?: Accounts_Signup1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Signup1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_signup1(inputs)
});
export { accounts_signup1 as "accounts.signUp" }