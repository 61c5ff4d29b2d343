import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Deleteaccountconfirm2Inputs */

const en_accounts_deleteaccountconfirm2 = /** @type {(inputs: Accounts_Deleteaccountconfirm2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete my account for good`)
};

const fil_accounts_deleteaccountconfirm2 = /** @type {(inputs: Accounts_Deleteaccountconfirm2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tuluyang i-delete ang account ko`)
};

/**
* | output |
* | --- |
* | "Delete my account for good" |
*
* @param {Accounts_Deleteaccountconfirm2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_deleteaccountconfirm2 = /** @type {((inputs?: Accounts_Deleteaccountconfirm2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Deleteaccountconfirm2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_deleteaccountconfirm2(inputs)
	return en_accounts_deleteaccountconfirm2(inputs)
});
export { accounts_deleteaccountconfirm2 as "accounts.deleteAccountConfirm" }