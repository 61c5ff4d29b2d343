import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Authdatamissing2Inputs */

const en_accounts_authdatamissing2 = /** @type {(inputs: Accounts_Authdatamissing2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentication data is missing. Please try signing out and back in.`)
};

const fil_accounts_authdatamissing2 = /** @type {(inputs: Accounts_Authdatamissing2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kulang ang authentication data. Subukang mag-sign out at mag-sign in ulit.`)
};

/**
* | output |
* | --- |
* | "Authentication data is missing. Please try signing out and back in." |
*
* @param {Accounts_Authdatamissing2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_authdatamissing2 = /** @type {((inputs?: Accounts_Authdatamissing2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Authdatamissing2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_authdatamissing2(inputs)
	return en_accounts_authdatamissing2(inputs)
});
export { accounts_authdatamissing2 as "accounts.authDataMissing" }