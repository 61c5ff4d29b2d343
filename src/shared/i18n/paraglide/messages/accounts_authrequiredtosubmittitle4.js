import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Authrequiredtosubmittitle4Inputs */

const en_accounts_authrequiredtosubmittitle4 = /** @type {(inputs: Accounts_Authrequiredtosubmittitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentication Error`)
};

/**
* | output |
* | --- |
* | "Authentication Error" |
*
* @param {Accounts_Authrequiredtosubmittitle4Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_authrequiredtosubmittitle4 = /** @type {((inputs?: Accounts_Authrequiredtosubmittitle4Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Authrequiredtosubmittitle4Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_authrequiredtosubmittitle4(inputs)
});
export { accounts_authrequiredtosubmittitle4 as "accounts.authRequiredToSubmitTitle" }