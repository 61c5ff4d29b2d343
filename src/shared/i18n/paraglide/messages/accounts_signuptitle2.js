import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Signuptitle2Inputs */

const en_accounts_signuptitle2 = /** @type {(inputs: Accounts_Signuptitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create your account`)
};

const fil_accounts_signuptitle2 = /** @type {(inputs: Accounts_Signuptitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gumawa ng account`)
};

/**
* | output |
* | --- |
* | "Create your account" |
*
* @param {Accounts_Signuptitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_signuptitle2 = /** @type {((inputs?: Accounts_Signuptitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Signuptitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_signuptitle2(inputs)
	return en_accounts_signuptitle2(inputs)
});
export { accounts_signuptitle2 as "accounts.signUpTitle" }