import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Deleteaccountfailed2Inputs */

const en_accounts_deleteaccountfailed2 = /** @type {(inputs: Accounts_Deleteaccountfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not delete your account. Please try again.`)
};

const fil_accounts_deleteaccountfailed2 = /** @type {(inputs: Accounts_Deleteaccountfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi namin na-delete ang account mo. Pakisubukan ulit.`)
};

/**
* | output |
* | --- |
* | "We could not delete your account. Please try again." |
*
* @param {Accounts_Deleteaccountfailed2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_deleteaccountfailed2 = /** @type {((inputs?: Accounts_Deleteaccountfailed2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Deleteaccountfailed2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_deleteaccountfailed2(inputs)
	return en_accounts_deleteaccountfailed2(inputs)
});
export { accounts_deleteaccountfailed2 as "accounts.deleteAccountFailed" }