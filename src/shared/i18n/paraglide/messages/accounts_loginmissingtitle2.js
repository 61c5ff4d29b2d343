import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Loginmissingtitle2Inputs */

const en_accounts_loginmissingtitle2 = /** @type {(inputs: Accounts_Loginmissingtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missing Information`)
};

/**
* | output |
* | --- |
* | "Missing Information" |
*
* @param {Accounts_Loginmissingtitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_loginmissingtitle2 = /** @type {((inputs?: Accounts_Loginmissingtitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Loginmissingtitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_loginmissingtitle2(inputs)
});
export { accounts_loginmissingtitle2 as "accounts.loginMissingTitle" }