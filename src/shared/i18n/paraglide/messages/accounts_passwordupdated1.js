import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Passwordupdated1Inputs */

const en_accounts_passwordupdated1 = /** @type {(inputs: Accounts_Passwordupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can now sign in with your new password.`)
};

const fil_accounts_passwordupdated1 = /** @type {(inputs: Accounts_Passwordupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puwede ka nang mag-sign in gamit ang bago mong password.`)
};

/**
* | output |
* | --- |
* | "You can now sign in with your new password." |
*
* @param {Accounts_Passwordupdated1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_passwordupdated1 = /** @type {((inputs?: Accounts_Passwordupdated1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Passwordupdated1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_passwordupdated1(inputs)
	return en_accounts_passwordupdated1(inputs)
});
export { accounts_passwordupdated1 as "accounts.passwordUpdated" }