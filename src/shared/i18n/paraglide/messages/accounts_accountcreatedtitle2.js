import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Accountcreatedtitle2Inputs */

const en_accounts_accountcreatedtitle2 = /** @type {(inputs: Accounts_Accountcreatedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account Created!`)
};

const fil_accounts_accountcreatedtitle2 = /** @type {(inputs: Accounts_Accountcreatedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nagawa na ang account!`)
};

/**
* | output |
* | --- |
* | "Account Created!" |
*
* @param {Accounts_Accountcreatedtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_accountcreatedtitle2 = /** @type {((inputs?: Accounts_Accountcreatedtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Accountcreatedtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_accountcreatedtitle2(inputs)
	return en_accounts_accountcreatedtitle2(inputs)
});
export { accounts_accountcreatedtitle2 as "accounts.accountCreatedTitle" }