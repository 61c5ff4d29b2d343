import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Passwordsection1Inputs */

const en_accounts_passwordsection1 = /** @type {(inputs: Accounts_Passwordsection1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
};

const fil_accounts_passwordsection1 = /** @type {(inputs: Accounts_Passwordsection1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
};

/**
* | output |
* | --- |
* | "Password" |
*
* @param {Accounts_Passwordsection1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_passwordsection1 = /** @type {((inputs?: Accounts_Passwordsection1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Passwordsection1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_passwordsection1(inputs)
	return en_accounts_passwordsection1(inputs)
});
export { accounts_passwordsection1 as "accounts.passwordSection" }