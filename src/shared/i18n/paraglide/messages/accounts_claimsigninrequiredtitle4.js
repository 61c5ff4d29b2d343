import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimsigninrequiredtitle4Inputs */

const en_accounts_claimsigninrequiredtitle4 = /** @type {(inputs: Accounts_Claimsigninrequiredtitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claim Failed`)
};

const fil_accounts_claimsigninrequiredtitle4 = /** @type {(inputs: Accounts_Claimsigninrequiredtitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi na-claim`)
};

/**
* | output |
* | --- |
* | "Claim Failed" |
*
* @param {Accounts_Claimsigninrequiredtitle4Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_claimsigninrequiredtitle4 = /** @type {((inputs?: Accounts_Claimsigninrequiredtitle4Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimsigninrequiredtitle4Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_claimsigninrequiredtitle4(inputs)
	return en_accounts_claimsigninrequiredtitle4(inputs)
});
export { accounts_claimsigninrequiredtitle4 as "accounts.claimSignInRequiredTitle" }