import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Staffaccount1Inputs */

const en_accounts_staffaccount1 = /** @type {(inputs: Accounts_Staffaccount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staff accounts use the admin dashboard, not the customer pages.`)
};

const fil_accounts_staffaccount1 = /** @type {(inputs: Accounts_Staffaccount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ang mga staff account ay gumagamit ng admin dashboard, hindi ng mga customer page.`)
};

/**
* | output |
* | --- |
* | "Staff accounts use the admin dashboard, not the customer pages." |
*
* @param {Accounts_Staffaccount1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_staffaccount1 = /** @type {((inputs?: Accounts_Staffaccount1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Staffaccount1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_staffaccount1(inputs)
	return en_accounts_staffaccount1(inputs)
});
export { accounts_staffaccount1 as "accounts.staffAccount" }