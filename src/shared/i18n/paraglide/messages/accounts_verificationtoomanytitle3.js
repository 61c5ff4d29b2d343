import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Verificationtoomanytitle3Inputs */

const en_accounts_verificationtoomanytitle3 = /** @type {(inputs: Accounts_Verificationtoomanytitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many e-mails`)
};

/**
* | output |
* | --- |
* | "Too many e-mails" |
*
* @param {Accounts_Verificationtoomanytitle3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_verificationtoomanytitle3 = /** @type {((inputs?: Accounts_Verificationtoomanytitle3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Verificationtoomanytitle3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_verificationtoomanytitle3(inputs)
});
export { accounts_verificationtoomanytitle3 as "accounts.verificationTooManyTitle" }