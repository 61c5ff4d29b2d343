import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Cacheclearfailedtitle3Inputs */

const en_accounts_cacheclearfailedtitle3 = /** @type {(inputs: Accounts_Cacheclearfailedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

const fil_accounts_cacheclearfailedtitle3 = /** @type {(inputs: Accounts_Cacheclearfailedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Accounts_Cacheclearfailedtitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_cacheclearfailedtitle3 = /** @type {((inputs?: Accounts_Cacheclearfailedtitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Cacheclearfailedtitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_cacheclearfailedtitle3(inputs)
	return en_accounts_cacheclearfailedtitle3(inputs)
});
export { accounts_cacheclearfailedtitle3 as "accounts.cacheClearFailedTitle" }