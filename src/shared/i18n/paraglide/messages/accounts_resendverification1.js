import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Resendverification1Inputs */

const en_accounts_resendverification1 = /** @type {(inputs: Accounts_Resendverification1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resend verification e-mail`)
};

/**
* | output |
* | --- |
* | "Resend verification e-mail" |
*
* @param {Accounts_Resendverification1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_resendverification1 = /** @type {((inputs?: Accounts_Resendverification1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Resendverification1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_resendverification1(inputs)
});
export { accounts_resendverification1 as "accounts.resendVerification" }