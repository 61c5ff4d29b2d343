import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Cachecleartitle2Inputs */

const en_accounts_cachecleartitle2 = /** @type {(inputs: Accounts_Cachecleartitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aggressive Cache Clear`)
};

/**
* | output |
* | --- |
* | "Aggressive Cache Clear" |
*
* @param {Accounts_Cachecleartitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_cachecleartitle2 = /** @type {((inputs?: Accounts_Cachecleartitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Cachecleartitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_cachecleartitle2(inputs)
});
export { accounts_cachecleartitle2 as "accounts.cacheClearTitle" }