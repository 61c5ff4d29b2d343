import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Creatingaccount1Inputs */

const en_accounts_creatingaccount1 = /** @type {(inputs: Accounts_Creatingaccount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creating account…`)
};

/**
* | output |
* | --- |
* | "Creating account…" |
*
* @param {Accounts_Creatingaccount1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_creatingaccount1 = /** @type {((inputs?: Accounts_Creatingaccount1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Creatingaccount1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_creatingaccount1(inputs)
});
export { accounts_creatingaccount1 as "accounts.creatingAccount" }