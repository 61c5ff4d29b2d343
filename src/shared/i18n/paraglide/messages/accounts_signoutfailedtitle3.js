import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Signoutfailedtitle3Inputs */

const en_accounts_signoutfailedtitle3 = /** @type {(inputs: Accounts_Signoutfailedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

const fil_accounts_signoutfailedtitle3 = /** @type {(inputs: Accounts_Signoutfailedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Accounts_Signoutfailedtitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_signoutfailedtitle3 = /** @type {((inputs?: Accounts_Signoutfailedtitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Signoutfailedtitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_signoutfailedtitle3(inputs)
	return en_accounts_signoutfailedtitle3(inputs)
});
export { accounts_signoutfailedtitle3 as "accounts.signOutFailedTitle" }