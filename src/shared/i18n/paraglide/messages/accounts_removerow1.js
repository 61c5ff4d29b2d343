import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Removerow1Inputs */

const en_accounts_removerow1 = /** @type {(inputs: Accounts_Removerow1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Accounts_Removerow1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_removerow1 = /** @type {((inputs?: Accounts_Removerow1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Removerow1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_removerow1(inputs)
});
export { accounts_removerow1 as "accounts.removeRow" }