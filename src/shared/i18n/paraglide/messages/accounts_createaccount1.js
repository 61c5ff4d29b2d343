import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Createaccount1Inputs */

const en_accounts_createaccount1 = /** @type {(inputs: Accounts_Createaccount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create an account`)
};

/**
* | output |
* | --- |
* | "Create an account" |
*
* @param {Accounts_Createaccount1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_createaccount1 = /** @type {((inputs?: Accounts_Createaccount1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Createaccount1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_createaccount1(inputs)
});
export { accounts_createaccount1 as "accounts.createAccount" }