import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimnumberrequiredtitle3Inputs */

const en_accounts_claimnumberrequiredtitle3 = /** @type {(inputs: Accounts_Claimnumberrequiredtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claim Failed`)
};

const fil_accounts_claimnumberrequiredtitle3 = /** @type {(inputs: Accounts_Claimnumberrequiredtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi na-claim`)
};

/**
* | output |
* | --- |
* | "Claim Failed" |
*
* @param {Accounts_Claimnumberrequiredtitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_claimnumberrequiredtitle3 = /** @type {((inputs?: Accounts_Claimnumberrequiredtitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimnumberrequiredtitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_claimnumberrequiredtitle3(inputs)
	return en_accounts_claimnumberrequiredtitle3(inputs)
});
export { accounts_claimnumberrequiredtitle3 as "accounts.claimNumberRequiredTitle" }