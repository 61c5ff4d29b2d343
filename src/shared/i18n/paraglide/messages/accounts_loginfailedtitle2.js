import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Loginfailedtitle2Inputs */

const en_accounts_loginfailedtitle2 = /** @type {(inputs: Accounts_Loginfailedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login Failed`)
};

/**
* | output |
* | --- |
* | "Login Failed" |
*
* @param {Accounts_Loginfailedtitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_loginfailedtitle2 = /** @type {((inputs?: Accounts_Loginfailedtitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Loginfailedtitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_loginfailedtitle2(inputs)
});
export { accounts_loginfailedtitle2 as "accounts.loginFailedTitle" }