import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Authdatamissingtitle3Inputs */

const en_accounts_authdatamissingtitle3 = /** @type {(inputs: Accounts_Authdatamissingtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

const fil_accounts_authdatamissingtitle3 = /** @type {(inputs: Accounts_Authdatamissingtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Accounts_Authdatamissingtitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_authdatamissingtitle3 = /** @type {((inputs?: Accounts_Authdatamissingtitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Authdatamissingtitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_authdatamissingtitle3(inputs)
	return en_accounts_authdatamissingtitle3(inputs)
});
export { accounts_authdatamissingtitle3 as "accounts.authDataMissingTitle" }