import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Deletewrongpassword2Inputs */

const en_accounts_deletewrongpassword2 = /** @type {(inputs: Accounts_Deletewrongpassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That password is not right. Your account was not deleted.`)
};

const fil_accounts_deletewrongpassword2 = /** @type {(inputs: Accounts_Deletewrongpassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mali ang password. Hindi na-delete ang account mo.`)
};

/**
* | output |
* | --- |
* | "That password is not right. Your account was not deleted." |
*
* @param {Accounts_Deletewrongpassword2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_deletewrongpassword2 = /** @type {((inputs?: Accounts_Deletewrongpassword2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Deletewrongpassword2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_deletewrongpassword2(inputs)
	return en_accounts_deletewrongpassword2(inputs)
});
export { accounts_deletewrongpassword2 as "accounts.deleteWrongPassword" }