import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Confirmpassword1Inputs */

const en_accounts_confirmpassword1 = /** @type {(inputs: Accounts_Confirmpassword1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm password`)
};

/**
* | output |
* | --- |
* | "Confirm password" |
*
* @param {Accounts_Confirmpassword1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_confirmpassword1 = /** @type {((inputs?: Accounts_Confirmpassword1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Confirmpassword1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_confirmpassword1(inputs)
});
export { accounts_confirmpassword1 as "accounts.confirmPassword" }