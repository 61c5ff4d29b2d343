import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimsuccess1Inputs */

const en_accounts_claimsuccess1 = /** @type {(inputs: Accounts_Claimsuccess1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking number successfully claimed and added to your account`)
};

const fil_accounts_claimsuccess1 = /** @type {(inputs: Accounts_Claimsuccess1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na-claim at naidagdag na sa account mo ang tracking number`)
};

/**
* | output |
* | --- |
* | "Tracking number successfully claimed and added to your account" |
*
* @param {Accounts_Claimsuccess1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_claimsuccess1 = /** @type {((inputs?: Accounts_Claimsuccess1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimsuccess1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_claimsuccess1(inputs)
	return en_accounts_claimsuccess1(inputs)
});
export { accounts_claimsuccess1 as "accounts.claimSuccess" }