import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Emailrequired1Inputs */

const en_accounts_emailrequired1 = /** @type {(inputs: Accounts_Emailrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your email address`)
};

const fil_accounts_emailrequired1 = /** @type {(inputs: Accounts_Emailrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakilagay ang iyong e-mail address`)
};

/**
* | output |
* | --- |
* | "Please enter your email address" |
*
* @param {Accounts_Emailrequired1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_emailrequired1 = /** @type {((inputs?: Accounts_Emailrequired1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Emailrequired1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_emailrequired1(inputs)
	return en_accounts_emailrequired1(inputs)
});
export { accounts_emailrequired1 as "accounts.emailRequired" }