import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimsuccess1Inputs */

const en_accounts_claimsuccess1 = /** @type {(inputs: Accounts_Claimsuccess1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking number successfully claimed and added to your account`)
};

/**
* | output |
* | --- |
* | "Tracking number successfully claimed and added to your account" |
*
* @param {Accounts_Claimsuccess1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_claimsuccess1 = /** @type {((inputs?: Accounts_Claimsuccess1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimsuccess1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_claimsuccess1(inputs)
});
export { accounts_claimsuccess1 as "accounts.claimSuccess" }