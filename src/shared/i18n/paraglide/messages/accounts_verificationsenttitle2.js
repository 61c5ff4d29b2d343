import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Verificationsenttitle2Inputs */

const en_accounts_verificationsenttitle2 = /** @type {(inputs: Accounts_Verificationsenttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your e-mail`)
};

/**
* | output |
* | --- |
* | "Check your e-mail" |
*
* @param {Accounts_Verificationsenttitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_verificationsenttitle2 = /** @type {((inputs?: Accounts_Verificationsenttitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Verificationsenttitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_verificationsenttitle2(inputs)
});
export { accounts_verificationsenttitle2 as "accounts.verificationSentTitle" }