import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Verificationsendfailedtitle3Inputs */

const en_accounts_verificationsendfailedtitle3 = /** @type {(inputs: Accounts_Verificationsendfailedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Accounts_Verificationsendfailedtitle3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_verificationsendfailedtitle3 = /** @type {((inputs?: Accounts_Verificationsendfailedtitle3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Verificationsendfailedtitle3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_verificationsendfailedtitle3(inputs)
});
export { accounts_verificationsendfailedtitle3 as "accounts.verificationSendFailedTitle" }