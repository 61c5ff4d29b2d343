import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_NameInputs */

const en_accounts_name = /** @type {(inputs: Accounts_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valued Customer`)
};

/**
* | output |
* | --- |
* | "Valued Customer" |
*
* @param {Accounts_NameInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_name = /** @type {((inputs?: Accounts_NameInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_NameInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_name(inputs)
});
export { accounts_name as "accounts.name" }