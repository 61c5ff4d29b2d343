import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Emailalreadyverifiedtitle3Inputs */

const en_accounts_emailalreadyverifiedtitle3 = /** @type {(inputs: Accounts_Emailalreadyverifiedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Already confirmed`)
};

/**
* | output |
* | --- |
* | "Already confirmed" |
*
* @param {Accounts_Emailalreadyverifiedtitle3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_emailalreadyverifiedtitle3 = /** @type {((inputs?: Accounts_Emailalreadyverifiedtitle3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Emailalreadyverifiedtitle3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_emailalreadyverifiedtitle3(inputs)
});
export { accounts_emailalreadyverifiedtitle3 as "accounts.emailAlreadyVerifiedTitle" }