import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Authrequiredtitle2Inputs */

const en_accounts_authrequiredtitle2 = /** @type {(inputs: Accounts_Authrequiredtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentication Required`)
};

/**
* | output |
* | --- |
* | "Authentication Required" |
*
* @param {Accounts_Authrequiredtitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_authrequiredtitle2 = /** @type {((inputs?: Accounts_Authrequiredtitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Authrequiredtitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_authrequiredtitle2(inputs)
});
export { accounts_authrequiredtitle2 as "accounts.authRequiredTitle" }