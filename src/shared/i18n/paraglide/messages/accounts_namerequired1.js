import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Namerequired1Inputs */

const en_accounts_namerequired1 = /** @type {(inputs: Accounts_Namerequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your name`)
};

/**
* | output |
* | --- |
* | "Please enter your name" |
*
* @param {Accounts_Namerequired1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_namerequired1 = /** @type {((inputs?: Accounts_Namerequired1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Namerequired1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_namerequired1(inputs)
});
export { accounts_namerequired1 as "accounts.nameRequired" }