import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Mysubmissions1Inputs */

const en_accounts_mysubmissions1 = /** @type {(inputs: Accounts_Mysubmissions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Submissions`)
};

/**
* | output |
* | --- |
* | "My Submissions" |
*
* @param {Accounts_Mysubmissions1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_mysubmissions1 = /** @type {((inputs?: Accounts_Mysubmissions1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Mysubmissions1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_mysubmissions1(inputs)
});
export { accounts_mysubmissions1 as "accounts.mySubmissions" }