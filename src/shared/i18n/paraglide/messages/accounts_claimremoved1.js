import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimremoved1Inputs */

const en_accounts_claimremoved1 = /** @type {(inputs: Accounts_Claimremoved1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking number removed from your account`)
};

/**
* | output |
* | --- |
* | "Tracking number removed from your account" |
*
* @param {Accounts_Claimremoved1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_claimremoved1 = /** @type {((inputs?: Accounts_Claimremoved1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimremoved1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_claimremoved1(inputs)
});
export { accounts_claimremoved1 as "accounts.claimRemoved" }