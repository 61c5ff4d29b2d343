import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimcodesenttitle3Inputs */

const en_accounts_claimcodesenttitle3 = /** @type {(inputs: Accounts_Claimcodesenttitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your messages`)
};

const fil_accounts_claimcodesenttitle3 = /** @type {(inputs: Accounts_Claimcodesenttitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tingnan ang messages mo`)
};

/**
* | output |
* | --- |
* | "Check your messages" |
*
* @param {Accounts_Claimcodesenttitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_claimcodesenttitle3 = /** @type {((inputs?: Accounts_Claimcodesenttitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimcodesenttitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_claimcodesenttitle3(inputs)
	return en_accounts_claimcodesenttitle3(inputs)
});
export { accounts_claimcodesenttitle3 as "accounts.claimCodeSentTitle" }