import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Verificationsendfailedtitle3Inputs */

const en_accounts_verificationsendfailedtitle3 = /** @type {(inputs: Accounts_Verificationsendfailedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

const fil_accounts_verificationsendfailedtitle3 = /** @type {(inputs: Accounts_Verificationsendfailedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Accounts_Verificationsendfailedtitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_verificationsendfailedtitle3 = /** @type {((inputs?: Accounts_Verificationsendfailedtitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Verificationsendfailedtitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_verificationsendfailedtitle3(inputs)
	return en_accounts_verificationsendfailedtitle3(inputs)
});
export { accounts_verificationsendfailedtitle3 as "accounts.verificationSendFailedTitle" }