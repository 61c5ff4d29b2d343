import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimsigninrequired3Inputs */

const en_accounts_claimsigninrequired3 = /** @type {(inputs: Accounts_Claimsigninrequired3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You must be logged in to claim a tracking number`)
};

const fil_accounts_claimsigninrequired3 = /** @type {(inputs: Accounts_Claimsigninrequired3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kailangan mong naka-login para mag-claim ng tracking number`)
};

/**
* | output |
* | --- |
* | "You must be logged in to claim a tracking number" |
*
* @param {Accounts_Claimsigninrequired3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_claimsigninrequired3 = /** @type {((inputs?: Accounts_Claimsigninrequired3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimsigninrequired3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_claimsigninrequired3(inputs)
	return en_accounts_claimsigninrequired3(inputs)
});
export { accounts_claimsigninrequired3 as "accounts.claimSignInRequired" }