import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Confirmnewpassword2Inputs */

const en_accounts_confirmnewpassword2 = /** @type {(inputs: Accounts_Confirmnewpassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm new password`)
};

const fil_accounts_confirmnewpassword2 = /** @type {(inputs: Accounts_Confirmnewpassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kumpirmahin ang bagong password`)
};

/**
* | output |
* | --- |
* | "Confirm new password" |
*
* @param {Accounts_Confirmnewpassword2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_confirmnewpassword2 = /** @type {((inputs?: Accounts_Confirmnewpassword2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Confirmnewpassword2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_confirmnewpassword2(inputs)
	return en_accounts_confirmnewpassword2(inputs)
});
export { accounts_confirmnewpassword2 as "accounts.confirmNewPassword" }