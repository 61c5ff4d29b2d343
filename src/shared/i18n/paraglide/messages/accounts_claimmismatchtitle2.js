import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimmismatchtitle2Inputs */

const en_accounts_claimmismatchtitle2 = /** @type {(inputs: Accounts_Claimmismatchtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claim Failed`)
};

/**
* | output |
* | --- |
* | "Claim Failed" |
*
* @param {Accounts_Claimmismatchtitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_claimmismatchtitle2 = /** @type {((inputs?: Accounts_Claimmismatchtitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimmismatchtitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_claimmismatchtitle2(inputs)
});
export { accounts_claimmismatchtitle2 as "accounts.claimMismatchTitle" }