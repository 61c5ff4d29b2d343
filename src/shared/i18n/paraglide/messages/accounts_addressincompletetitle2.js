import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Addressincompletetitle2Inputs */

const en_accounts_addressincompletetitle2 = /** @type {(inputs: Accounts_Addressincompletetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incomplete Address`)
};

/**
* | output |
* | --- |
* | "Incomplete Address" |
*
* @param {Accounts_Addressincompletetitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_addressincompletetitle2 = /** @type {((inputs?: Accounts_Addressincompletetitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Addressincompletetitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_addressincompletetitle2(inputs)
});
export { accounts_addressincompletetitle2 as "accounts.addressIncompleteTitle" }