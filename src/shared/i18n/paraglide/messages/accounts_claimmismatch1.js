import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimmismatch1Inputs */

const en_accounts_claimmismatch1 = /** @type {(inputs: Accounts_Claimmismatch1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The verification information does not match our records for this tracking number`)
};

/**
* | output |
* | --- |
* | "The verification information does not match our records for this tracking number" |
*
* @param {Accounts_Claimmismatch1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_claimmismatch1 = /** @type {((inputs?: Accounts_Claimmismatch1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimmismatch1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_claimmismatch1(inputs)
});
export { accounts_claimmismatch1 as "accounts.claimMismatch" }