import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_AddressInputs */

const en_accounts_address = /** @type {(inputs: Accounts_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Default Address`)
};

/**
* | output |
* | --- |
* | "Default Address" |
*
* @param {Accounts_AddressInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_address = /** @type {((inputs?: Accounts_AddressInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_AddressInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_address(inputs)
});
export { accounts_address as "accounts.address" }