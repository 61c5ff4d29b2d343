import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Loginfailedtitle2Inputs */

const en_accounts_loginfailedtitle2 = /** @type {(inputs: Accounts_Loginfailedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login Failed`)
};

const fil_accounts_loginfailedtitle2 = /** @type {(inputs: Accounts_Loginfailedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi naka-login`)
};

/**
* | output |
* | --- |
* | "Login Failed" |
*
* @param {Accounts_Loginfailedtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_loginfailedtitle2 = /** @type {((inputs?: Accounts_Loginfailedtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Loginfailedtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_loginfailedtitle2(inputs)
	return en_accounts_loginfailedtitle2(inputs)
});
export { accounts_loginfailedtitle2 as "accounts.loginFailedTitle" }