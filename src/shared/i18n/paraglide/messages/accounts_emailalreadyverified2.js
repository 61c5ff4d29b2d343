import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Emailalreadyverified2Inputs */

const en_accounts_emailalreadyverified2 = /** @type {(inputs: Accounts_Emailalreadyverified2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your e-mail address is already confirmed. You can sign in.`)
};

/**
* | output |
* | --- |
* | "Your e-mail address is already confirmed. You can sign in." |
*
* @param {Accounts_Emailalreadyverified2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_emailalreadyverified2 = /** @type {((inputs?: Accounts_Emailalreadyverified2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Emailalreadyverified2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_emailalreadyverified2(inputs)
});
export { accounts_emailalreadyverified2 as "accounts.emailAlreadyVerified" }