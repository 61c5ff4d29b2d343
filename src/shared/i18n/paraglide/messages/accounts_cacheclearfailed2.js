import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Cacheclearfailed2Inputs */

const en_accounts_cacheclearfailed2 = /** @type {(inputs: Accounts_Cacheclearfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cache clearing failed. Try clearing browser data manually.`)
};

/**
* | output |
* | --- |
* | "Cache clearing failed. Try clearing browser data manually." |
*
* @param {Accounts_Cacheclearfailed2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_cacheclearfailed2 = /** @type {((inputs?: Accounts_Cacheclearfailed2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Cacheclearfailed2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_cacheclearfailed2(inputs)
});
export { accounts_cacheclearfailed2 as "accounts.cacheClearFailed" }