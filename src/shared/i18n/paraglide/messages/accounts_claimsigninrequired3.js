import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimsigninrequired3Inputs */

const en_accounts_claimsigninrequired3 = /** @type {(inputs: Accounts_Claimsigninrequired3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You must be logged in to claim a tracking number`)
};

/**
* | output |
* | --- |
* | "You must be logged in to claim a tracking number" |
*
* @param {Accounts_Claimsigninrequired3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_claimsigninrequired3 = /** @type {((inputs?: Accounts_Claimsigninrequired3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimsigninrequired3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_claimsigninrequired3(inputs)
});
export { accounts_claimsigninrequired3 as "accounts.claimSignInRequired" }