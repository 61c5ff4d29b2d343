import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Registrationfailedemail2Inputs */

const en_accounts_registrationfailedemail2 = /** @type {(inputs: Accounts_Registrationfailedemail2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This email is already registered. Please use a different email or sign in.`)
};

/**
* | output |
* | --- |
* | "This email is already registered. Please use a different email or sign in." |
*
* @param {Accounts_Registrationfailedemail2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_registrationfailedemail2 = /** @type {((inputs?: Accounts_Registrationfailedemail2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Registrationfailedemail2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_registrationfailedemail2(inputs)
});
export { accounts_registrationfailedemail2 as "accounts.registrationFailedEmail" }