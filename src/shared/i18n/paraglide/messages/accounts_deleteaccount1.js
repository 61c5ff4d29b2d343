import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Deleteaccount1Inputs */

const en_accounts_deleteaccount1 = /** @type {(inputs: Accounts_Deleteaccount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete my account`)
};

const fil_accounts_deleteaccount1 = /** @type {(inputs: Accounts_Deleteaccount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-delete ang account ko`)
};

/**
* | output |
* | --- |
* | "Delete my account" |
*
* @param {Accounts_Deleteaccount1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_deleteaccount1 = /** @type {((inputs?: Accounts_Deleteaccount1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Deleteaccount1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_deleteaccount1(inputs)
	return en_accounts_deleteaccount1(inputs)
});
export { accounts_deleteaccount1 as "accounts.deleteAccount" }