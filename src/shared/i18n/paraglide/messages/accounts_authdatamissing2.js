import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Authdatamissing2Inputs */

const en_accounts_authdatamissing2 = /** @type {(inputs: Accounts_Authdatamissing2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentication data is missing. Please try signing out and back in.`)
};

/**
* | output |
* | --- |
* | "Authentication data is missing. Please try signing out and back in." |
*
* @param {Accounts_Authdatamissing2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_authdatamissing2 = /** @type {((inputs?: Accounts_Authdatamissing2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Authdatamissing2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_authdatamissing2(inputs)
});
export { accounts_authdatamissing2 as "accounts.authDataMissing" }