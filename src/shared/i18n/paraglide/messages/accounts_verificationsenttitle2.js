import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Verificationsenttitle2Inputs */

const en_accounts_verificationsenttitle2 = /** @type {(inputs: Accounts_Verificationsenttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your e-mail`)
};

const fil_accounts_verificationsenttitle2 = /** @type {(inputs: Accounts_Verificationsenttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tingnan ang iyong e-mail`)
};

/**
* | output |
* | --- |
* | "Check your e-mail" |
*
* @param {Accounts_Verificationsenttitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_verificationsenttitle2 = /** @type {((inputs?: Accounts_Verificationsenttitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Verificationsenttitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_verificationsenttitle2(inputs)
	return en_accounts_verificationsenttitle2(inputs)
});
export { accounts_verificationsenttitle2 as "accounts.verificationSentTitle" }