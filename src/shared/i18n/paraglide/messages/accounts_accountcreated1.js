import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Accountcreated1Inputs */

const en_accounts_accountcreated1 = /** @type {(inputs: Accounts_Accountcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can now sign in with your new account.`)
};

const fil_accounts_accountcreated1 = /** @type {(inputs: Accounts_Accountcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puwede ka nang mag-sign in gamit ang bago mong account.`)
};

/**
* | output |
* | --- |
* | "You can now sign in with your new account." |
*
* @param {Accounts_Accountcreated1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_accountcreated1 = /** @type {((inputs?: Accounts_Accountcreated1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Accountcreated1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_accountcreated1(inputs)
	return en_accounts_accountcreated1(inputs)
});
export { accounts_accountcreated1 as "accounts.accountCreated" }