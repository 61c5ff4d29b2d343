import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimalreadyyours2Inputs */

const en_accounts_claimalreadyyours2 = /** @type {(inputs: Accounts_Claimalreadyyours2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have already claimed this tracking number`)
};

/**
* | output |
* | --- |
* | "You have already claimed this tracking number" |
*
* @param {Accounts_Claimalreadyyours2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_claimalreadyyours2 = /** @type {((inputs?: Accounts_Claimalreadyyours2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimalreadyyours2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_claimalreadyyours2(inputs)
});
export { accounts_claimalreadyyours2 as "accounts.claimAlreadyYours" }