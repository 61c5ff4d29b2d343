import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Forgotpassword1Inputs */

const en_accounts_forgotpassword1 = /** @type {(inputs: Accounts_Forgotpassword1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot password?`)
};

/**
* | output |
* | --- |
* | "Forgot password?" |
*
* @param {Accounts_Forgotpassword1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_forgotpassword1 = /** @type {((inputs?: Accounts_Forgotpassword1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Forgotpassword1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_forgotpassword1(inputs)
});
export { accounts_forgotpassword1 as "accounts.forgotPassword" }