import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Emailtaken1Inputs */

const en_accounts_emailtaken1 = /** @type {(inputs: Accounts_Emailtaken1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This email is already in use. Please use a different email or sign in.`)
};

const fil_accounts_emailtaken1 = /** @type {(inputs: Accounts_Emailtaken1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ginagamit na ang e-mail na ito. Gumamit ng ibang e-mail o mag-sign in.`)
};

/**
* | output |
* | --- |
* | "This email is already in use. Please use a different email or sign in." |
*
* @param {Accounts_Emailtaken1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_emailtaken1 = /** @type {((inputs?: Accounts_Emailtaken1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Emailtaken1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_emailtaken1(inputs)
	return en_accounts_emailtaken1(inputs)
});
export { accounts_emailtaken1 as "accounts.emailTaken" }