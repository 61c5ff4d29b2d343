import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Signoutfailedtitle3Inputs */

const en_accounts_signoutfailedtitle3 = /** @type {(inputs: Accounts_Signoutfailedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Accounts_Signoutfailedtitle3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_signoutfailedtitle3 = /** @type {((inputs?: Accounts_Signoutfailedtitle3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Signoutfailedtitle3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_signoutfailedtitle3(inputs)
});
export { accounts_signoutfailedtitle3 as "accounts.signOutFailedTitle" }