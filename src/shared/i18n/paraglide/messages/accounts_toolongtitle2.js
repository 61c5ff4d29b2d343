import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Toolongtitle2Inputs */

const en_accounts_toolongtitle2 = /** @type {(inputs: Accounts_Toolongtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too Long`)
};

/**
* | output |
* | --- |
* | "Too Long" |
*
* @param {Accounts_Toolongtitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_toolongtitle2 = /** @type {((inputs?: Accounts_Toolongtitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Toolongtitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_toolongtitle2(inputs)
});
export { accounts_toolongtitle2 as "accounts.tooLongTitle" }