import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Postalcodeinvalid2Inputs */

const en_accounts_postalcodeinvalid2 = /** @type {(inputs: Accounts_Postalcodeinvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a 4-digit postal code`)
};

/**
* | output |
* | --- |
* | "Please enter a 4-digit postal code" |
*
* @param {Accounts_Postalcodeinvalid2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_postalcodeinvalid2 = /** @type {((inputs?: Accounts_Postalcodeinvalid2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Postalcodeinvalid2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_postalcodeinvalid2(inputs)
});
export { accounts_postalcodeinvalid2 as "accounts.postalCodeInvalid" }