import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Passwordtoolongtitle3Inputs */

const en_accounts_passwordtoolongtitle3 = /** @type {(inputs: Accounts_Passwordtoolongtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weak Password`)
};

const fil_accounts_passwordtoolongtitle3 = /** @type {(inputs: Accounts_Passwordtoolongtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mahinang password`)
};

/**
* | output |
* | --- |
* | "Weak Password" |
*
* @param {Accounts_Passwordtoolongtitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_passwordtoolongtitle3 = /** @type {((inputs?: Accounts_Passwordtoolongtitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Passwordtoolongtitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_passwordtoolongtitle3(inputs)
	return en_accounts_passwordtoolongtitle3(inputs)
});
export { accounts_passwordtoolongtitle3 as "accounts.passwordTooLongTitle" }