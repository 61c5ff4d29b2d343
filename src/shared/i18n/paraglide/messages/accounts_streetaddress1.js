import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Streetaddress1Inputs */

const en_accounts_streetaddress1 = /** @type {(inputs: Accounts_Streetaddress1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Street address`)
};

/**
* | output |
* | --- |
* | "Street address" |
*
* @param {Accounts_Streetaddress1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_streetaddress1 = /** @type {((inputs?: Accounts_Streetaddress1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Streetaddress1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_streetaddress1(inputs)
});
export { accounts_streetaddress1 as "accounts.streetAddress" }