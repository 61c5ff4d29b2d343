import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Authrequiredtosubmit3Inputs */

const en_accounts_authrequiredtosubmit3 = /** @type {(inputs: Accounts_Authrequiredtosubmit3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You must be logged in to submit items`)
};

/**
* | output |
* | --- |
* | "You must be logged in to submit items" |
*
* @param {Accounts_Authrequiredtosubmit3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_authrequiredtosubmit3 = /** @type {((inputs?: Accounts_Authrequiredtosubmit3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Authrequiredtosubmit3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_authrequiredtosubmit3(inputs)
});
export { accounts_authrequiredtosubmit3 as "accounts.authRequiredToSubmit" }