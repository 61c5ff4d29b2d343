import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimnotfound2Inputs */

const en_accounts_claimnotfound2 = /** @type {(inputs: Accounts_Claimnotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This tracking number does not exist`)
};

/**
* | output |
* | --- |
* | "This tracking number does not exist" |
*
* @param {Accounts_Claimnotfound2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_claimnotfound2 = /** @type {((inputs?: Accounts_Claimnotfound2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimnotfound2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_claimnotfound2(inputs)
});
export { accounts_claimnotfound2 as "accounts.claimNotFound" }