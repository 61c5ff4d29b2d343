import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Authdatamissingtitle3Inputs */

const en_accounts_authdatamissingtitle3 = /** @type {(inputs: Accounts_Authdatamissingtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Accounts_Authdatamissingtitle3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_authdatamissingtitle3 = /** @type {((inputs?: Accounts_Authdatamissingtitle3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Authdatamissingtitle3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_authdatamissingtitle3(inputs)
});
export { accounts_authdatamissingtitle3 as "accounts.authDataMissingTitle" }