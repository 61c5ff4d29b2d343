import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Accountcreated1Inputs */

const en_accounts_accountcreated1 = /** @type {(inputs: Accounts_Accountcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can now sign in with your new account.`)
};

/**
* | output |
* | --- |
* | "You can now sign in with your new account." |
*
* @param {Accounts_Accountcreated1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_accountcreated1 = /** @type {((inputs?: Accounts_Accountcreated1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Accountcreated1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_accountcreated1(inputs)
});
export { accounts_accountcreated1 as "accounts.accountCreated" }