import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Staffaccount1Inputs */

const en_accounts_staffaccount1 = /** @type {(inputs: Accounts_Staffaccount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staff accounts use the admin dashboard, not the customer pages.`)
};

/**
* | output |
* | --- |
* | "Staff accounts use the admin dashboard, not the customer pages." |
*
* @param {Accounts_Staffaccount1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_staffaccount1 = /** @type {((inputs?: Accounts_Staffaccount1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Staffaccount1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_staffaccount1(inputs)
});
export { accounts_staffaccount1 as "accounts.staffAccount" }