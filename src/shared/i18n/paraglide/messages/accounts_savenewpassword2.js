import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Savenewpassword2Inputs */

const en_accounts_savenewpassword2 = /** @type {(inputs: Accounts_Savenewpassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save new password`)
};

const fil_accounts_savenewpassword2 = /** @type {(inputs: Accounts_Savenewpassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-save ang bagong password`)
};

/**
* | output |
* | --- |
* | "Save new password" |
*
* @param {Accounts_Savenewpassword2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_savenewpassword2 = /** @type {((inputs?: Accounts_Savenewpassword2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Savenewpassword2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_savenewpassword2(inputs)
	return en_accounts_savenewpassword2(inputs)
});
export { accounts_savenewpassword2 as "accounts.saveNewPassword" }