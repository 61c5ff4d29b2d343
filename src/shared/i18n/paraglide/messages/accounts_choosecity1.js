import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Choosecity1Inputs */

const en_accounts_choosecity1 = /** @type {(inputs: Accounts_Choosecity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your city`)
};

/**
* | output |
* | --- |
* | "Choose your city" |
*
* @param {Accounts_Choosecity1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_choosecity1 = /** @type {((inputs?: Accounts_Choosecity1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Choosecity1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_choosecity1(inputs)
});
export { accounts_choosecity1 as "accounts.chooseCity" }