import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Clearcachenote2Inputs */

const en_accounts_clearcachenote2 = /** @type {(inputs: Accounts_Clearcachenote2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Debug tool: Clears all browser storage`)
};

/**
* | output |
* | --- |
* | "Debug tool: Clears all browser storage" |
*
* @param {Accounts_Clearcachenote2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_clearcachenote2 = /** @type {((inputs?: Accounts_Clearcachenote2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Clearcachenote2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_clearcachenote2(inputs)
});
export { accounts_clearcachenote2 as "accounts.clearCacheNote" }