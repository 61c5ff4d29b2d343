import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Emailnotverifiedtitle3Inputs */

const en_accounts_emailnotverifiedtitle3 = /** @type {(inputs: Accounts_Emailnotverifiedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please confirm your e-mail address`)
};

/**
* | output |
* | --- |
* | "Please confirm your e-mail address" |
*
* @param {Accounts_Emailnotverifiedtitle3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_emailnotverifiedtitle3 = /** @type {((inputs?: Accounts_Emailnotverifiedtitle3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Emailnotverifiedtitle3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_emailnotverifiedtitle3(inputs)
});
export { accounts_emailnotverifiedtitle3 as "accounts.emailNotVerifiedTitle" }