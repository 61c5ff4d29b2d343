import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Profileupdatefailedtitle3Inputs */

const en_accounts_profileupdatefailedtitle3 = /** @type {(inputs: Accounts_Profileupdatefailedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Accounts_Profileupdatefailedtitle3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_profileupdatefailedtitle3 = /** @type {((inputs?: Accounts_Profileupdatefailedtitle3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Profileupdatefailedtitle3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_profileupdatefailedtitle3(inputs)
});
export { accounts_profileupdatefailedtitle3 as "accounts.profileUpdateFailedTitle" }