import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Clearingalldata2Inputs */

const en_accounts_clearingalldata2 = /** @type {(inputs: Accounts_Clearingalldata2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clearing All Data`)
};

/**
* | output |
* | --- |
* | "Clearing All Data" |
*
* @param {Accounts_Clearingalldata2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_clearingalldata2 = /** @type {((inputs?: Accounts_Clearingalldata2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Clearingalldata2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_clearingalldata2(inputs)
});
export { accounts_clearingalldata2 as "accounts.clearingAllData" }