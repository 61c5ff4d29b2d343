import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Addrow1Inputs */

const en_accounts_addrow1 = /** @type {(inputs: Accounts_Addrow1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add another`)
};

/**
* | output |
* | --- |
* | "Add another" |
*
* @param {Accounts_Addrow1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_addrow1 = /** @type {((inputs?: Accounts_Addrow1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Addrow1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_addrow1(inputs)
});
export { accounts_addrow1 as "accounts.addRow" }