import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimnumberrequiredtitle3Inputs */

const en_accounts_claimnumberrequiredtitle3 = /** @type {(inputs: Accounts_Claimnumberrequiredtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claim Failed`)
};

/**
* | output |
* | --- |
* | "Claim Failed" |
*
* @param {Accounts_Claimnumberrequiredtitle3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_claimnumberrequiredtitle3 = /** @type {((inputs?: Accounts_Claimnumberrequiredtitle3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimnumberrequiredtitle3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_claimnumberrequiredtitle3(inputs)
});
export { accounts_claimnumberrequiredtitle3 as "accounts.claimNumberRequiredTitle" }