import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimemail1Inputs */

const en_accounts_claimemail1 = /** @type {(inputs: Accounts_Claimemail1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail used at submission`)
};

/**
* | output |
* | --- |
* | "E-mail used at submission" |
*
* @param {Accounts_Claimemail1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_claimemail1 = /** @type {((inputs?: Accounts_Claimemail1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimemail1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_claimemail1(inputs)
});
export { accounts_claimemail1 as "accounts.claimEmail" }