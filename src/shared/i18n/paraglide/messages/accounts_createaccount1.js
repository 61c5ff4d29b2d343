import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Createaccount1Inputs */

const en_accounts_createaccount1 = /** @type {(inputs: Accounts_Createaccount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create an account`)
};

const fil_accounts_createaccount1 = /** @type {(inputs: Accounts_Createaccount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gumawa ng account`)
};

/**
* | output |
* | --- |
* | "Create an account" |
*
* @param {Accounts_Createaccount1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_createaccount1 = /** @type {((inputs?: Accounts_Createaccount1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Createaccount1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_createaccount1(inputs)
	return en_accounts_createaccount1(inputs)
});
export { accounts_createaccount1 as "accounts.createAccount" }