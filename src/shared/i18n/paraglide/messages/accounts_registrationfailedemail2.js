import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Registrationfailedemail2Inputs */

const en_accounts_registrationfailedemail2 = /** @type {(inputs: Accounts_Registrationfailedemail2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This email is already registered. Please use a different email or sign in.`)
};

const fil_accounts_registrationfailedemail2 = /** @type {(inputs: Accounts_Registrationfailedemail2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rehistrado na ang e-mail na ito. Gumamit ng ibang e-mail o mag-sign in.`)
};

/**
* | output |
* | --- |
* | "This email is already registered. Please use a different email or sign in." |
*
* @param {Accounts_Registrationfailedemail2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_registrationfailedemail2 = /** @type {((inputs?: Accounts_Registrationfailedemail2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Registrationfailedemail2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_registrationfailedemail2(inputs)
	return en_accounts_registrationfailedemail2(inputs)
});
export { accounts_registrationfailedemail2 as "accounts.registrationFailedEmail" }