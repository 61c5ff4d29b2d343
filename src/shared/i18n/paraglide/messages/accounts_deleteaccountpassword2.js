import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Deleteaccountpassword2Inputs */

const en_accounts_deleteaccountpassword2 = /** @type {(inputs: Accounts_Deleteaccountpassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password, to confirm`)
};

const fil_accounts_deleteaccountpassword2 = /** @type {(inputs: Accounts_Deleteaccountpassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ang password mo, para makumpirma`)
};

/**
* | output |
* | --- |
* | "Your password, to confirm" |
*
* @param {Accounts_Deleteaccountpassword2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_deleteaccountpassword2 = /** @type {((inputs?: Accounts_Deleteaccountpassword2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Deleteaccountpassword2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_deleteaccountpassword2(inputs)
	return en_accounts_deleteaccountpassword2(inputs)
});
export { accounts_deleteaccountpassword2 as "accounts.deleteAccountPassword" }