import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Confirmpassword1Inputs */

const en_accounts_confirmpassword1 = /** @type {(inputs: Accounts_Confirmpassword1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm password`)
};

const fil_accounts_confirmpassword1 = /** @type {(inputs: Accounts_Confirmpassword1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kumpirmahin ang password`)
};

/**
* | output |
* | --- |
* | "Confirm password" |
*
* @param {Accounts_Confirmpassword1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_confirmpassword1 = /** @type {((inputs?: Accounts_Confirmpassword1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Confirmpassword1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_confirmpassword1(inputs)
	return en_accounts_confirmpassword1(inputs)
});
export { accounts_confirmpassword1 as "accounts.confirmPassword" }