import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Authrequired1Inputs */

const en_accounts_authrequired1 = /** @type {(inputs: Accounts_Authrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to access this page`)
};

/**
* | output |
* | --- |
* | "Please sign in to access this page" |
*
* @param {Accounts_Authrequired1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_authrequired1 = /** @type {((inputs?: Accounts_Authrequired1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Authrequired1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_authrequired1(inputs)
});
export { accounts_authrequired1 as "accounts.authRequired" }