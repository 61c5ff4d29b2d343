import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Addresshint1Inputs */

const en_accounts_addresshint1 = /** @type {(inputs: Accounts_Addresshint1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`House number, street and barangay.`)
};

/**
* | output |
* | --- |
* | "House number, street and barangay." |
*
* @param {Accounts_Addresshint1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_addresshint1 = /** @type {((inputs?: Accounts_Addresshint1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Addresshint1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_addresshint1(inputs)
});
export { accounts_addresshint1 as "accounts.addressHint" }