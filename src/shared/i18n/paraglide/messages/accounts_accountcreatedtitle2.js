import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Accountcreatedtitle2Inputs */

const en_accounts_accountcreatedtitle2 = /** @type {(inputs: Accounts_Accountcreatedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account Created!`)
};

/**
* | output |
* | --- |
* | "Account Created!" |
*
* @param {Accounts_Accountcreatedtitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_accountcreatedtitle2 = /** @type {((inputs?: Accounts_Accountcreatedtitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Accountcreatedtitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_accountcreatedtitle2(inputs)
});
export { accounts_accountcreatedtitle2 as "accounts.accountCreatedTitle" }