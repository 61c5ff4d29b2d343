import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Loginsuccesstitle2Inputs */

const en_accounts_loginsuccesstitle2 = /** @type {(inputs: Accounts_Loginsuccesstitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Success!`)
};

const fil_accounts_loginsuccesstitle2 = /** @type {(inputs: Accounts_Loginsuccesstitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tagumpay!`)
};

/**
* | output |
* | --- |
* | "Success!" |
*
* @param {Accounts_Loginsuccesstitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_loginsuccesstitle2 = /** @type {((inputs?: Accounts_Loginsuccesstitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Loginsuccesstitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_loginsuccesstitle2(inputs)
	return en_accounts_loginsuccesstitle2(inputs)
});
export { accounts_loginsuccesstitle2 as "accounts.loginSuccessTitle" }