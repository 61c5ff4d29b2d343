import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Deleteaccountfailedtitle3Inputs */

const en_accounts_deleteaccountfailedtitle3 = /** @type {(inputs: Accounts_Deleteaccountfailedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account not deleted`)
};

const fil_accounts_deleteaccountfailedtitle3 = /** @type {(inputs: Accounts_Deleteaccountfailedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi na-delete ang account`)
};

/**
* | output |
* | --- |
* | "Account not deleted" |
*
* @param {Accounts_Deleteaccountfailedtitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_deleteaccountfailedtitle3 = /** @type {((inputs?: Accounts_Deleteaccountfailedtitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Deleteaccountfailedtitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_deleteaccountfailedtitle3(inputs)
	return en_accounts_deleteaccountfailedtitle3(inputs)
});
export { accounts_deleteaccountfailedtitle3 as "accounts.deleteAccountFailedTitle" }