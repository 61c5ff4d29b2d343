import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Passwordrequiredtitle2Inputs */

const en_accounts_passwordrequiredtitle2 = /** @type {(inputs: Accounts_Passwordrequiredtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missing Information`)
};

/**
* | output |
* | --- |
* | "Missing Information" |
*
* @param {Accounts_Passwordrequiredtitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_passwordrequiredtitle2 = /** @type {((inputs?: Accounts_Passwordrequiredtitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Passwordrequiredtitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_passwordrequiredtitle2(inputs)
});
export { accounts_passwordrequiredtitle2 as "accounts.passwordRequiredTitle" }