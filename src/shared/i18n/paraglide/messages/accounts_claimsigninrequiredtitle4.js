import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimsigninrequiredtitle4Inputs */

const en_accounts_claimsigninrequiredtitle4 = /** @type {(inputs: Accounts_Claimsigninrequiredtitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claim Failed`)
};

/**
* | output |
* | --- |
* | "Claim Failed" |
*
* @param {Accounts_Claimsigninrequiredtitle4Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_claimsigninrequiredtitle4 = /** @type {((inputs?: Accounts_Claimsigninrequiredtitle4Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimsigninrequiredtitle4Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_claimsigninrequiredtitle4(inputs)
});
export { accounts_claimsigninrequiredtitle4 as "accounts.claimSignInRequiredTitle" }