import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimremovefailedtitle3Inputs */

const en_accounts_claimremovefailedtitle3 = /** @type {(inputs: Accounts_Claimremovefailedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Accounts_Claimremovefailedtitle3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_claimremovefailedtitle3 = /** @type {((inputs?: Accounts_Claimremovefailedtitle3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimremovefailedtitle3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_claimremovefailedtitle3(inputs)
});
export { accounts_claimremovefailedtitle3 as "accounts.claimRemoveFailedTitle" }