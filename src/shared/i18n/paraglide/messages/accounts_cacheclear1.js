import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Cacheclear1Inputs */

const en_accounts_cacheclear1 = /** @type {(inputs: Accounts_Cacheclear1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Purging all storage and redirecting to logout page...`)
};

/**
* | output |
* | --- |
* | "Purging all storage and redirecting to logout page..." |
*
* @param {Accounts_Cacheclear1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_cacheclear1 = /** @type {((inputs?: Accounts_Cacheclear1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Cacheclear1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_cacheclear1(inputs)
});
export { accounts_cacheclear1 as "accounts.cacheClear" }