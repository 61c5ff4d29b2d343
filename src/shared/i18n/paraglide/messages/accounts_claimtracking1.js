import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimtracking1Inputs */

const en_accounts_claimtracking1 = /** @type {(inputs: Accounts_Claimtracking1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claim Tracking`)
};

/**
* | output |
* | --- |
* | "Claim Tracking" |
*
* @param {Accounts_Claimtracking1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_claimtracking1 = /** @type {((inputs?: Accounts_Claimtracking1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimtracking1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_claimtracking1(inputs)
});
export { accounts_claimtracking1 as "accounts.claimTracking" }