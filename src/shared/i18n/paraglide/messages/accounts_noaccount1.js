import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Noaccount1Inputs */

const en_accounts_noaccount1 = /** @type {(inputs: Accounts_Noaccount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No account yet?`)
};

/**
* | output |
* | --- |
* | "No account yet?" |
*
* @param {Accounts_Noaccount1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_noaccount1 = /** @type {((inputs?: Accounts_Noaccount1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Noaccount1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_noaccount1(inputs)
});
export { accounts_noaccount1 as "accounts.noAccount" }