import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Resendverification1Inputs */

const en_accounts_resendverification1 = /** @type {(inputs: Accounts_Resendverification1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resend verification e-mail`)
};

const fil_accounts_resendverification1 = /** @type {(inputs: Accounts_Resendverification1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-resend ang verification e-mail`)
};

/**
* | output |
* | --- |
* | "Resend verification e-mail" |
*
* @param {Accounts_Resendverification1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_resendverification1 = /** @type {((inputs?: Accounts_Resendverification1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Resendverification1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_resendverification1(inputs)
	return en_accounts_resendverification1(inputs)
});
export { accounts_resendverification1 as "accounts.resendVerification" }