import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Loginsuccesstitle2Inputs */

const en_accounts_loginsuccesstitle2 = /** @type {(inputs: Accounts_Loginsuccesstitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Success!`)
};

/**
* | output |
* | --- |
* | "Success!" |
*
* @param {Accounts_Loginsuccesstitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_loginsuccesstitle2 = /** @type {((inputs?: Accounts_Loginsuccesstitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Loginsuccesstitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_loginsuccesstitle2(inputs)
});
export { accounts_loginsuccesstitle2 as "accounts.loginSuccessTitle" }