import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Postalcode1Inputs */

const en_accounts_postalcode1 = /** @type {(inputs: Accounts_Postalcode1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postal code (optional)`)
};

/**
* | output |
* | --- |
* | "Postal code (optional)" |
*
* @param {Accounts_Postalcode1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_postalcode1 = /** @type {((inputs?: Accounts_Postalcode1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Postalcode1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_postalcode1(inputs)
});
export { accounts_postalcode1 as "accounts.postalCode" }