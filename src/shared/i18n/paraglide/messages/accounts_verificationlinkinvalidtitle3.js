import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Verificationlinkinvalidtitle3Inputs */

const en_accounts_verificationlinkinvalidtitle3 = /** @type {(inputs: Accounts_Verificationlinkinvalidtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link is not valid any more`)
};

/**
* | output |
* | --- |
* | "This link is not valid any more" |
*
* @param {Accounts_Verificationlinkinvalidtitle3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_verificationlinkinvalidtitle3 = /** @type {((inputs?: Accounts_Verificationlinkinvalidtitle3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Verificationlinkinvalidtitle3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_verificationlinkinvalidtitle3(inputs)
});
export { accounts_verificationlinkinvalidtitle3 as "accounts.verificationLinkInvalidTitle" }