import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Verificationtoomanytitle3Inputs */

const en_accounts_verificationtoomanytitle3 = /** @type {(inputs: Accounts_Verificationtoomanytitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many e-mails`)
};

const fil_accounts_verificationtoomanytitle3 = /** @type {(inputs: Accounts_Verificationtoomanytitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masyadong maraming e-mail`)
};

/**
* | output |
* | --- |
* | "Too many e-mails" |
*
* @param {Accounts_Verificationtoomanytitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_verificationtoomanytitle3 = /** @type {((inputs?: Accounts_Verificationtoomanytitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Verificationtoomanytitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_verificationtoomanytitle3(inputs)
	return en_accounts_verificationtoomanytitle3(inputs)
});
export { accounts_verificationtoomanytitle3 as "accounts.verificationTooManyTitle" }