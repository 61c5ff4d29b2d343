import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_AddressInputs */

const en_accounts_address = /** @type {(inputs: Accounts_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Default Address`)
};

const fil_accounts_address = /** @type {(inputs: Accounts_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Default na Address`)
};

/**
* | output |
* | --- |
* | "Default Address" |
*
* @param {Accounts_AddressInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_address = /** @type {((inputs?: Accounts_AddressInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_AddressInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_address(inputs)
	return en_accounts_address(inputs)
});
export { accounts_address as "accounts.address" }