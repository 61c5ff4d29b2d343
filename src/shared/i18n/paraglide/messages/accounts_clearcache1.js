import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Clearcache1Inputs */

const en_accounts_clearcache1 = /** @type {(inputs: Accounts_Clearcache1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear Cache & Refresh`)
};

/**
* | output |
* | --- |
* | "Clear Cache & Refresh" |
*
* @param {Accounts_Clearcache1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_clearcache1 = /** @type {((inputs?: Accounts_Clearcache1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Clearcache1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_clearcache1(inputs)
});
export { accounts_clearcache1 as "accounts.clearCache" }